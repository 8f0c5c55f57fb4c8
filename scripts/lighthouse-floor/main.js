// The floor `npm run lighthouse` measures beside the app's pages: React, React DOM and the router
// drawing one page of text, nothing of the app. Its score on the same host in the same runs is what
// any page of this stack gets at best (scripts/lib/lighthouseFloor.mjs).
import { createElement as h, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';

function Page() {
  return h(
    'main',
    null,
    h('h1', null, 'Start. Study. Siyum.'),
    h('p', null, 'Divide a text among learners and finish it together.'),
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
startTransition(() => {
  createRoot(root).render(
    h(StrictMode, null, h(BrowserRouter, null, h(Routes, null, h(Route, { path: '*', element: h(Page) })))),
  );
});
