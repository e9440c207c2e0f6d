// Replaced by the server foundation: per-file test database set-up lives here.
