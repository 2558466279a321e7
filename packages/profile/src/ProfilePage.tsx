import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '@farmplate/api-client';
import { Button, EmptyState, PageHeader, Spinner, Stack } from '@farmplate/design-system';

export interface ProfilePageProps<P> {
  title: string;
  /** The line under the title; a function of the profile once it has loaded. */
  subtitle: ReactNode | ((profile: P) => ReactNode);
  profile: UseQueryResult<P>;
  /** The header's Edit Profile button (shown while not editing); leave out to place it elsewhere. */
  onEdit?: () => void;
  editing?: boolean;
  children: (profile: P) => ReactNode;
}

/**
 * Every role's profile screen (spec §2, §3 "Profile screens: view and edit mode"): the header at
 * once, the profile while it loads, and a load failure as 'Failed to load profile' with the
 * server's reason and Try Again. The failure's toast, where the role has one, is its query's.
 */
export function ProfilePage<P>({ title, subtitle, profile, onEdit, editing = false, children }: ProfilePageProps<P>) {
  const data = profile.data;
  const header = (
    <PageHeader
      title={title}
      subtitle={typeof subtitle === 'function' ? (data === undefined ? undefined : subtitle(data)) : subtitle}
      actions={
        data !== undefined &&
        onEdit &&
        !editing && (
          <Button variant="secondary" onClick={onEdit}>
            Edit Profile
          </Button>
        )
      }
    />
  );
  const error = profile.error;
  return (
    <Stack gap={6}>
      {header}
      {data !== undefined ? (
        children(data)
      ) : profile.isPending ? (
        <Spinner label="Loading profile" showLabel />
      ) : (
        <EmptyState
          title="Failed to load profile"
          message={error instanceof ApiError ? error.reason : undefined}
          action={
            <Button variant="secondary" onClick={() => void profile.refetch()}>
              Try Again
            </Button>
          }
        />
      )}
    </Stack>
  );
}
