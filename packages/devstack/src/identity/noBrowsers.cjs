// Preloaded into cognito-local (`node --require`, identity/local/launcher.ts). cognito-local answers
// every origin (`Access-Control-Allow-Origin: *`) and has no authentication, so any web page a
// developer opens while `npm start` runs could list, create or delete its users (issue 17). Only our
// compatibility proxy and the API should reach it, from Node, and they send no Origin header; every
// browser does on a cross-site POST and on a preflight. So: a request with an Origin is refused, with
// no CORS headers, before cognito-local sees it.
'use strict';
const http = require('node:http');

const createServer = http.createServer;
http.createServer = function createServerWithoutBrowsers(...args) {
  const at = args.findIndex((arg) => typeof arg === 'function');
  if (at !== -1) {
    const handle = args[at];
    args[at] = function refuseBrowsers(request, response) {
      if (request.headers.origin !== undefined) {
        response.writeHead(403, { 'content-type': 'text/plain' });
        response.end('cognito-local answers the local proxy only; browsers use the proxy.\n');
        return;
      }
      return handle.call(this, request, response);
    };
  }
  return createServer.apply(this, args);
};
