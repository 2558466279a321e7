// Development only: this remote on its own page, as the shell would mount it.
import { mountStandalone } from '@farmplate/federation/standalone';
import app from './App';

mountStandalone(app, { role: 'delivery' });
