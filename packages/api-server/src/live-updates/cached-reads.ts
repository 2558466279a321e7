import type { Database } from '../db/client';
import { cacheAccountFigures, forgetAccountFigures, stopCachingAccountFigures } from '../accounts/accounts-repository';
import { cacheSessions, forgetSession, forgetUser, stopCachingSessions } from '../accounts/sessions';
import { cacheSettings, forgetSettings, stopCachingSettings } from '../platform/settings/settings-repository';
import type { EventHub } from './event-hub';

/**
 * Sessions (with their accounts) and the settings are kept in memory on every instance
 * (accounts/sessions.ts, platform/settings) and stay true through the hub, which delivers every
 * committed change on every instance as it commits (PostgreSQL LISTEN/NOTIFY across instances):
 * an ended session (logout, expiry, password change, deactivation), a changed or deleted account
 * (role, status, password, profile) and a settings save are forgotten at once; so are the admin
 * dashboard's account figures and the users list's totals on any account's or partner's change. While the hub is
 * not current (it lost its listening connection or is reading what it missed) the caches read the
 * database. Returns the function that stops following (the hub is closing).
 */
export function keepCachedReadsTrue(db: Database, hub: EventHub): () => void {
  const isCurrent = () => hub.isCurrent();
  cacheSessions(db, isCurrent);
  cacheSettings(db, isCurrent);
  cacheAccountFigures(db, isCurrent);
  const unsubscribe = hub.subscribe((event) => {
    switch (event.type) {
      case 'session.ended':
        forgetSession(db, event.subjectId);
        break;
      case 'user.updated':
      case 'user.deleted':
        forgetUser(db, event.subjectId);
        forgetAccountFigures(db);
        break;
      case 'user.created':
      case 'partner.created':
      case 'partner.updated':
        forgetAccountFigures(db);
        break;
      case 'settings.updated':
        forgetSettings(db);
        break;
    }
  });
  return () => {
    unsubscribe();
    stopCachingSessions(db);
    stopCachingSettings(db);
    stopCachingAccountFigures(db);
  };
}
