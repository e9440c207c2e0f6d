// Replaced by the SPA foundation: MSW, jest-dom and console guards live here.
