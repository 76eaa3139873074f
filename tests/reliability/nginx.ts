// nginx in front of built servers, as docs/deploy.md configures it: for the tests that need a real proxy
// (scale-out.test.ts, query-bounds.test.ts). Debian package `nginx` (installed by .ci/run), or NGINX_PATH.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** The nginx binary, or undefined when it is not installed. */
export const NGINX = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => candidate && existsSync(candidate));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The load balancer: nginx on loopback, round-robin over the instances, with its own config and temp files. */
export async function startNginx(port: number, upstreamPorts: number[]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "riyadh-nginx-"));
  for (const temp of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, temp));
  const config = `
${process.getuid?.() === 0 ? "user root;" : ""}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 20m;
  upstream app {
${upstreamPorts.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=30s;`).join("\n")}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_set_header Host $host:$server_port;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`;
  writeFileSync(path.join(dir, "nginx.conf"), config);
  const child: ChildProcess = spawn(NGINX!, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", path.join(dir, "nginx.conf")], {
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await (await fetch(`${url}/healthz`)).body?.cancel();
      break;
    } catch (error) {
      if (attempt > 100 || child.exitCode !== null) throw new Error(`nginx did not start: ${String(error)}`);
      await sleep(50);
    }
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
