/**
 * What GET /api/logout answers: a page that asks, with a form that POSTs to the same path.
 * A GET never ends a session (an <img> or <video> anywhere could send one with the cookie);
 * the form's POST carries this site's Origin, which the CSRF rule asks of every write. No
 * script (the CSP allows none inline); the styles are inline, which it does allow.
 */
export const LOGOUT_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Log out - Koinonia</title>
<style>
  * { box-sizing: border-box; }
  body {
    margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 3rem 1rem;
    font-family: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif;
    color: #1c1a33;
    background: radial-gradient(ellipse at top, rgba(224, 168, 46, 0.22), transparent 55%),
      radial-gradient(ellipse at bottom, rgba(79, 70, 229, 0.45), transparent 60%), #1e1b4b;
  }
  main { width: 100%; max-width: 24rem; padding: 2rem; border-radius: 1rem; background: #fff; text-align: center; }
  h1 { margin: 0 0 0.5rem; font: 600 1.75rem/1.2 "Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif; }
  p { margin: 0 0 1.5rem; color: #5b5878; }
  button, a { display: block; width: 100%; padding: 0.7rem 1rem; border-radius: 0.5rem; font: inherit; font-size: 1rem; font-weight: 600; line-height: 1.25; }
  button { border: 0; background: #3f37c9; color: #fff; cursor: pointer; }
  a { margin-top: 0.75rem; color: #3f37c9; text-decoration: none; }
  button:hover { background: #352eab; }
  a:hover { text-decoration: underline; }
  button:focus-visible, a:focus-visible { outline: 2px solid #5b52e0; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <h1>Log out?</h1>
  <p>You will need to sign in again to see your community.</p>
  <form method="post" action="/api/logout">
    <button type="submit">Log out</button>
  </form>
  <a href="/">Stay signed in</a>
</main>
</body>
</html>
`;
