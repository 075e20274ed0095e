import net from 'node:net';

export type SmtpAnswer = 'accept' | 'retry' | 'reject';

/**
 * A mail server for tests, speaking just enough SMTP for nodemailer: it answers each
 * message's DATA with what `answer(n)` says for the n-th message it is offered (from 1):
 * 250 accepted, 451 try again later, 550 refused for good. `accepted` lists what it took.
 */
export async function fakeSmtp(answer: (n: number) => SmtpAnswer) {
  const accepted: { to: string[]; data: string }[] = [];
  let offered = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let data = '';
    let to: string[] = [];
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 fake.test ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line !== '.') {
            data += `${line}\n`;
            continue;
          }
          inData = false;
          const verdict = answer(++offered);
          if (verdict === 'accept') {
            accepted.push({ to, data });
            say('250 2.0.0 queued');
          } else if (verdict === 'retry') say('451 4.3.0 try again later');
          else say('550 5.1.1 no such mailbox');
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') say('250 fake.test');
        else if (verb === 'MAIL') {
          to = [];
          say('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          say('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          data = '';
          say('354 go ahead');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
        } else say('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    accepted,
    offered: () => offered,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}
