import { Box, Button, Divider, NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@contract/users';
import { isLinkActive, visibleSections } from './sidebar-sections';

interface SidebarProps {
  user: User | null;
  onLogout: () => void;
  isLoggingOut?: boolean;
  onNavigate?: () => void;
  /** Prefixes its headings' ids, so a page can hold two sidebars (the server's label page). */
  idPrefix?: string;
}

/** Role-filtered navigation plus the signed-in user's name, e-mail and logout. */
export function Sidebar({
  user,
  onLogout,
  isLoggingOut = false,
  onNavigate,
  idPrefix = 'sidebar',
}: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sections = visibleSections(user?.role);

  return (
    <Stack h="100%" gap={0}>
      {/* A plain scrolling box: Mantine's ScrollArea brings Floating UI into every page. */}
      <Box flex={1} p="sm" style={{ overflowY: 'auto' }}>
        <Stack gap="md">
          {sections.map((section) => (
            <Box
              key={section.key}
              component={section.hasHeading ? 'section' : 'div'}
              aria-labelledby={section.hasHeading ? `${idPrefix}-${section.key}` : undefined}
            >
              {section.hasHeading && (
                <Text
                  id={`${idPrefix}-${section.key}`}
                  size="xs"
                  fw={700}
                  tt="uppercase"
                  c="dimmed"
                  px="sm"
                  mb={4}
                >
                  {t(`layout.sidebar.${section.key}`)}
                </Text>
              )}
              <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
                {section.links.map((link) => {
                  const isActive = isLinkActive(link, pathname);
                  return (
                    <li key={link.key}>
                      <NavLink
                        component={Link}
                        to={link.to}
                        label={t(`layout.sidebar.${link.key}`)}
                        active={isActive}
                        aria-current={isActive ? 'page' : undefined}
                        onClick={onNavigate}
                      />
                    </li>
                  );
                })}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Box>
      {user && (
        <Box component="footer" p="sm">
          <Divider mb="sm" />
          <Text fw={600} size="sm">
            {`${user.firstName} ${user.lastName}`}
          </Text>
          <Text size="xs" c="dimmed" mb="xs" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
          {/* data-sign-out: on the server-rendered label page, its small script signs out. */}
          <Button
            variant="light"
            size="xs"
            fullWidth
            onClick={onLogout}
            loading={isLoggingOut}
            data-sign-out
          >
            {t('layout.footer.logout')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
