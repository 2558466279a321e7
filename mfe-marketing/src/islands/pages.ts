// What the shell's prerender asks the marketing code (bundled into it as 'marketing/islands'):
// which public pages start with their islands (islands/start.tsx) instead of the app.
export { startsWithIslands } from '../routes';
