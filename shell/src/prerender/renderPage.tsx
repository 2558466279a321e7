import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { isPublicPath, type RemoteApp } from '@farmplate/contracts';
import { PrerenderedTitleContext } from '@farmplate/session';
import { App } from '../app/App';
import { titleOf } from '../app/documentTitle';
import { shellRoutes } from '../app/routes';
import { createRemoteRegistry } from '../remotes/remoteRegistry';
import { loadPrerenderedPageCode } from './loadPrerenderedPageCode';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** styled-components' <style> tags of that markup. */
  styleTags: string;
  /** The screen's name, as the route names it ('Our Menu'). */
  title: string | undefined;
}

async function render(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/**
 * Renders one address of the app ('/us/menu', '/privacy-policy?region=ng') as the browser's first render will: the shell's App, its routes
 * and the marketing remote (bundled here instead of federated), with no session and no stored
 * preference, every lazy page resolved. The browser hydrates this markup (src/main.tsx).
 */
export async function renderPage(marketing: RemoteApp, address: string): Promise<RenderedPage> {
  const [pathname = '/'] = address.split('?');
  const remotes = createRemoteRegistry((name) =>
    name === 'marketing'
      ? Promise.resolve(marketing)
      : Promise.reject(new Error(`The prerender renders public pages only, not the ${name} portal`)),
  );
  // A sign-in screen's chunk, loaded as the browser loads it before hydrating: both render the
  // screen without a Suspense boundary (auth/index.tsx says why).
  if (!isPublicPath(pathname) && !(await loadPrerenderedPageCode(remotes, pathname))) {
    throw new Error(`The code of ${address} did not load`);
  }
  // the title the page gives itself as it renders (a blog post's, the home page's), if any
  let ownTitle: string | undefined;
  const page = (
    <StrictMode>
      <PrerenderedTitleContext.Provider value={(title) => (ownTitle = title)}>
        <App remotes={remotes} address={address} />
      </PrerenderedTitleContext.Provider>
    </StrictMode>
  );
  // React writes a large part (over 12.8 KB) after the rest, with an inline script that moves it
  // in place, so a browser can paint the top of a page early. The server's Content-Security-Policy
  // blocks inline scripts, and a prerendered page is complete anyway: every part is written in place.
  const sheet = new ServerStyleSheet();
  try {
    const html = await render(sheet.collectStyles(page));
    if (/<script|<template/.test(html)) throw new Error(`${address} was written with inline scripts`);
    const title =
      ownTitle ??
      (isPublicPath(pathname)
        ? titleOf(matchRoutes(marketing.routes, pathname))
        : titleOf(matchRoutes(shellRoutes, pathname)));
    return { html, styleTags: sheet.getStyleTags(), title };
  } finally {
    sheet.seal();
  }
}
