import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { DashboardScreen } from './access';
import remoteAppContract from './remote-app-contract.json';

/**
 * Version of the `RemoteApp` contract below (semver): a new optional field is a minor, anything a
 * shell or remote built earlier cannot handle is a major. Kept in a JSON file so the build helper
 * (packages/federation) can write it into every app's mf-manifest.json, where the release gate and
 * the shell read what a remote was built against.
 */
export const REMOTE_APP_CONTRACT_VERSION: string = remoteAppContract.version;

/** One link in a portal's sidebar. `screen` is the path segment under /dashboard ('' = index). */
export interface SidebarItem {
  screen: DashboardScreen;
  label: string;
}

/**
 * What every remote's `./App` module exports by default. The shell mounts `routes` (relative
 * paths; a portal's '' index is its dashboard) under `/`, `/us`, `/ng` for marketing, or under
 * `/dashboard` for the portal of the signed-in user's role.
 */
/** The remotes, named once: the shell's registry, the server's remotes.json and the apps read this. */
export const REMOTE_NAMES = ['marketing', 'farmer', 'kitchen', 'admin', 'delivery'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RemoteApp {
  name: RemoteName;
  routes: RouteObject[];
  /** Portals only: the sidebar items of the role, in order. */
  sidebar?: SidebarItem[];
  /** Portals only: the dashboard header title. */
  title?: string;
  /** Optional component rendered once around the remote's routes (providers, widgets). */
  Layout?: ComponentType<{ children?: ReactNode }>;
  /**
   * Since 1.1: fetches the code of the page at `pathname` (its lazily loaded chunks). The shell
   * awaits it before hydrating a prerendered page, so no part of the page suspends mid-hydration.
   */
  preload?: (pathname: string) => Promise<void>;
}
