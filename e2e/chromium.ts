/** Debian's chromium (or CHROMIUM_PATH); every *.localhost name resolves to this machine. */
export function chromiumLaunchOptions() {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--host-resolver-rules=MAP localhost 127.0.0.1, MAP *.localhost 127.0.0.1',
    ],
  };
}
