/**
 * Starts cognito-local with a logger of our own: one JSON line per log entry,
 * handed straight to process.stdout (synchronous for files and pipes on Linux).
 *
 * Why: pino writes through sonic-boom 2.8, which counts what it has buffered in
 * UTF-16 units but subtracts the UTF-8 bytes it wrote. The code "email" is a
 * box drawn with multi-byte characters, so every one drove the count below zero
 * and the following lines, codes included, stayed buffered until later log
 * lines made up the difference: 4 of 30 sign-ups in a row had no code until
 * someone else signed up, and a newcomer's first sign-up could hang (decision
 * 0028). pino wraps process.stdout itself in sonic-boom, so the destination is
 * a plain object with a write method, which pino uses as is.
 *
 * Plain CommonJS because the child runs it with bare node; pino is resolved
 * through cognito-local, which depends on it.
 */
const { createRequire } = require('node:module');

const fromCognitoLocal = createRequire(require.resolve('cognito-local/package.json'));
const pino = fromCognitoLocal('pino');
const { createDefaultServer } = fromCognitoLocal('./lib/server');
const { makeWritesAtomic } = require('./cognito-local-atomic-writes.cjs');

// Each pool file is always one whole snapshot (cognito-local-atomic-writes.cjs).
makeWritesAtomic(fromCognitoLocal('stormdb').localFileEngine);

/**
 * Two things Cognito does that cognito-local 5.3 does not, added to its
 * target table before the server starts (a moderator's ban, decision 0023):
 * - a disabled user (AdminDisableUser) cannot sign in or refresh: InitiateAuth
 *   answers NotAuthorizedException 'User is disabled.', as Cognito does;
 * - AdminUserGlobalSignOut exists, and revokes the user's refresh tokens.
 */
const { Targets } = fromCognitoLocal('./lib/targets/targets');
const { NotAuthorizedError, UserNotFoundError } = fromCognitoLocal('./lib/errors');
const initiateAuth = Targets.InitiateAuth;
Targets.InitiateAuth = (services) => {
  const run = initiateAuth(services);
  return async (ctx, req) => {
    const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    const refresh = req.AuthFlow === 'REFRESH_TOKEN_AUTH' || req.AuthFlow === 'REFRESH_TOKEN';
    const parameters = req.AuthParameters ?? {};
    const user = refresh
      ? await pool.getUserByRefreshToken(ctx, parameters.REFRESH_TOKEN)
      : await pool.getUserByUsername(ctx, parameters.USERNAME ?? '');
    if (user && user.Enabled === false) throw new NotAuthorizedError('User is disabled.');
    return run(ctx, req);
  };
};
Targets.AdminUserGlobalSignOut =
  ({ cognito }) =>
  async (ctx, req) => {
    const pool = await cognito.getUserPool(ctx, req.UserPoolId);
    const user = await pool.getUserByUsername(ctx, req.Username);
    if (!user) throw new UserNotFoundError();
    await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
    return {};
  };

const stdout = { write: (line) => process.stdout.write(line) };
const logger = pino({ level: process.env.DEBUG ? 'debug' : 'info', base: undefined }, stdout);

createDefaultServer(logger)
  .then((server) => server.start())
  .then((server) => {
    const address = server.address();
    const url = typeof address === 'string' ? address : `${address.address}:${address.port}`;
    logger.info(`Cognito Local running on http://${url}`);
  })
  .catch((error) => {
    logger.error(error);
    process.exit(1);
  });
