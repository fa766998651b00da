/**
 * The demo data set, loaded through the running services' HTTP APIs exactly as their users
 * would: every validation, plan limit, audit entry and event applies. The training catalogue
 * is the one service seed (`seedCatalogue`), run before the listeners open.
 */
import { readMailbox } from '@platform/kernel/mail';
import { bearer, call, waitFor } from './http.js';

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** Where the launched listeners answer (base URLs with their API prefix). */
export interface DemoTargets {
  /** `…/auth/v1` */
  readonly identity: string;
  /** `…/api/v1` of the compliance listener */
  readonly compliance: string;
  /** `…/api/v1` */
  readonly factory: string;
  /** `…/api/v1` */
  readonly portal: string;
  /** `DATA_DIR/mail`, where the factory's set-password mail lands; undefined when mail goes out by SMTP. */
  readonly mailDir: string | undefined;
}

export interface DemoPeople {
  readonly superAdmin: Credentials;
  readonly complianceAdmin: Credentials;
  readonly factoryAdmin: Credentials;
}

interface Session {
  readonly access_token: string;
}

export async function signIn(identity: string, who: Credentials): Promise<string> {
  const session = await call<Session>('POST', `${identity}/token?grant_type=password`, {
    body: { email: who.email, password: who.password },
  });
  return session.access_token;
}

// ---------------------------------------------------------------------------------------------
// Compliance: a tenant on the STARTER plan, its administrator, three entities, running workflows.

interface Envelope<T> {
  readonly data: T;
}
interface Template {
  readonly id: string;
  readonly workflowName: string;
  readonly timelineLogic?: { readonly triggerEvent?: string | null } | null;
}
interface Task {
  readonly taskId: string;
  readonly mandatory: boolean;
}
interface Instance {
  readonly id: string;
  readonly currentData: {
    readonly phases: readonly { readonly order: number; readonly tasks: readonly Task[] }[];
  };
}

export const COMPLIANCE_TENANT = 'Sundaram Group (demo)';

const ENTITIES = [
  {
    name: 'Sundaram Textiles Private Limited',
    entityType: 'PRIVATE_LIMITED',
    isListed: false,
    profileData: {
      cin: 'U17110TZ2012PTC018234',
      pan: 'AAHCS1234K',
      registeredOffice: 'Coimbatore, Tamil Nadu',
    },
  },
  {
    name: 'Kaveri Foods Limited',
    entityType: 'PUBLIC_LIMITED',
    isListed: true,
    profileData: { cin: 'L15400KA2004PLC034567', pan: 'AABCK5678M', registeredOffice: 'Mysuru, Karnataka' },
  },
  {
    name: 'Mehta & Rao Advisors LLP',
    entityType: 'LLP',
    isListed: false,
    profileData: { llpin: 'AAK-1234', pan: 'ABMFM9012P', registeredOffice: 'Pune, Maharashtra' },
  },
] as const;

export async function loadCompliance(targets: DemoTargets, people: DemoPeople): Promise<string> {
  const api = targets.compliance;
  const root = await signIn(targets.identity, people.superAdmin);
  const tenant = await call<Envelope<{ id: string }>>('POST', `${api}/tenants`, {
    headers: bearer(root),
    body: {
      name: COMPLIANCE_TENANT,
      entityType: 'PRIVATE_LIMITED',
      contactEmail: people.complianceAdmin.email,
      subscriptionPlan: 'STARTER',
    },
  });
  await call('POST', `${api}/users`, {
    headers: { ...bearer(root), 'x-tenant-id': tenant.data.id },
    body: { ...people.complianceAdmin, name: 'Priya Raman', role: 'admin' },
  });
  const admin = bearer(await signIn(targets.identity, people.complianceAdmin));

  let started = 0;
  let ticked = 0;
  for (const [index, entity] of ENTITIES.entries()) {
    const created = await call<Envelope<{ id: string }>>('POST', `${api}/entities`, {
      headers: admin,
      body: entity,
    });
    const templates = await call<Envelope<Template[]>>(
      'GET',
      `${api}/workflows/templates?entityId=${created.data.id}&limit=100`,
      { headers: admin },
    );
    // Templates with a deadline of their own; those started by an event follow when it happens.
    const dated = templates.data.filter((t) => !t.timelineLogic?.triggerEvent).slice(0, 2);
    for (const [k, template] of dated.entries()) {
      const instance = await call<Envelope<Instance>>('POST', `${api}/workflows/instances`, {
        headers: admin,
        body: { templateId: template.id, entityId: created.data.id },
      });
      started++;
      // Some progress to look at: the first phase done on the first workflow of each entity,
      // its first task on the second (and none on the last entity's second).
      const first = [...instance.data.currentData.phases].sort((a, b) => a.order - b.order)[0];
      const tasks =
        k === 0 ? (first?.tasks ?? []) : index < ENTITIES.length - 1 ? (first?.tasks ?? []).slice(0, 1) : [];
      for (const task of tasks) {
        await call('PATCH', `${api}/workflows/instances/${instance.data.id}/tasks`, {
          headers: admin,
          body: { taskId: task.taskId, completed: true },
        });
        ticked++;
      }
    }
  }
  return `compliance: tenant "${COMPLIANCE_TENANT}" (STARTER) with ${ENTITIES.length} entities and ${started} running workflows (${ticked} tasks ticked)`;
}

// ---------------------------------------------------------------------------------------------
// Portal and factory: signup, sandbox payment, provisioning, set-password mail, production data.

interface SignupAnswer {
  readonly data: { readonly tenant: { readonly id: string; readonly slug: string } };
}
interface FactoryLogin {
  readonly token: string;
}
interface Created {
  readonly data: { readonly _id: string };
}

export const FACTORY_ORGANISATION = 'Shakti Garments (demo)';

const STEPS = [
  { name: 'cutting', order: 1, isPaid: true },
  { name: 'stitching', order: 2, isPaid: true },
  { name: 'checking', order: 3, isPaid: false },
  { name: 'packing', order: 4, isPaid: true },
];
const WORKERS = [
  { name: 'Ravi Kumar', skills: ['cutting'] },
  { name: 'Lakshmi Devi', skills: ['stitching'] },
  { name: 'Arjun Nair', skills: ['stitching', 'checking'] },
  { name: 'Fatima Sheikh', skills: ['checking', 'packing'] },
  { name: 'Suresh Patil', skills: ['cutting', 'packing'] },
];
const ARTICLES = [
  {
    name: 'Cotton shirt',
    attributes: { colour: 'white', size: 40 },
    stepRates: { cutting: 4, stitching: 12.5, packing: 1 },
  },
  {
    name: 'Linen kurta',
    attributes: { colour: 'indigo', size: 42 },
    stepRates: { cutting: 6, stitching: 18, packing: 1.5 },
  },
  {
    name: 'Chino trousers',
    attributes: { colour: 'khaki', size: 34 },
    stepRates: { cutting: 5, stitching: 15, packing: 1 },
  },
];

/** Waits for the factory's set-password mail to `email` and returns its token. */
async function setPasswordToken(mailDir: string, email: string): Promise<string> {
  return waitFor(
    `the set-password mail to ${email} in ${mailDir}`,
    async () => {
      const mails = await readMailbox(mailDir);
      for (const mail of mails) {
        if (!mail.to.includes(email)) continue;
        const token = mail.text.match(/reset-password\/([\w-]+)/)?.[1];
        if (token) return token;
      }
      return undefined;
    },
    30_000,
  );
}

/**
 * Signs the factory organisation up at the portal, pays in the sandbox (which provisions the
 * factory tenant through the factory's internal endpoint), sets the administrator's factory
 * password from the mailed link, then fills the tenant with workers, articles and jobs.
 * Resolves with what was loaded and whether the factory password could be set.
 */
export async function loadFactory(
  targets: DemoTargets,
  people: DemoPeople,
): Promise<{ summary: string; factoryPasswordSet: boolean }> {
  const admin = people.factoryAdmin;
  const signup = await call<SignupAnswer>('POST', `${targets.portal}/tenants/signup`, {
    body: {
      organizationName: FACTORY_ORGANISATION,
      email: admin.email,
      password: admin.password,
      app: 'factory',
      plan: 'starter',
    },
  });
  const { id: tenantId, slug } = signup.data.tenant;
  const root = await signIn(targets.identity, people.superAdmin);
  await call('POST', `${targets.portal}/sandbox/tenants/${encodeURIComponent(slug)}/events`, {
    headers: bearer(root),
    body: { event: 'subscription.activated' },
  });
  if (!targets.mailDir) {
    return {
      summary: `portal: tenant "${FACTORY_ORGANISATION}" active (sandbox payment); factory tenant provisioned, its administrator's set-password link was mailed by SMTP, so no production data was loaded`,
      factoryPasswordSet: false,
    };
  }
  const token = await setPasswordToken(targets.mailDir, admin.email);
  await call('PATCH', `${targets.factory}/auth/resetPassword/${token}`, {
    body: { password: admin.password, passwordConfirm: admin.password },
  });

  // The job steps and article attributes are the super-admin's to configure.
  const superAdmin = await call<FactoryLogin>('POST', `${targets.factory}/auth/login`, {
    body: { username: people.superAdmin.email, password: people.superAdmin.password },
  });
  await call('POST', `${targets.factory}/tenant-config`, {
    headers: bearer(superAdmin.token),
    body: {
      tenantId,
      jobSteps: STEPS,
      articleAttributes: [
        { name: 'colour', label: 'Colour', type: 'string', isRequired: true },
        { name: 'size', label: 'Size', type: 'number', isRequired: false },
      ],
      customLedgerTypes: ['canteen'],
    },
  });

  const login = await call<FactoryLogin>('POST', `${targets.factory}/auth/login`, {
    body: { username: admin.email, password: admin.password },
  });
  const as = bearer(login.token);
  const api = targets.factory;
  await call('POST', `${api}/master-data-values`, {
    headers: as,
    body: { attributeName: 'colour', values: ['white', 'indigo', 'khaki', 'black'] },
  });
  const workers: string[] = [];
  for (const worker of WORKERS) {
    workers.push(
      (await call<Created>('POST', `${api}/worker/create`, { headers: as, body: worker })).data._id,
    );
  }
  const articles: string[] = [];
  for (const article of ARTICLES) {
    articles.push(
      (await call<Created>('POST', `${api}/article/create`, { headers: as, body: article })).data._id,
    );
  }
  const worker = (i: number) => workers[i % workers.length] as string;
  // Six jobs: the older ones further along, the newest not started.
  let completed = 0;
  for (let j = 0; j < 6; j++) {
    const job = await call<Created>('POST', `${api}/job/create`, {
      headers: as,
      body: {
        articleId: articles[j % articles.length],
        quantity: 50 + 25 * (j % 3),
        steps: [
          { stepName: 'cutting', workerId: worker(j % 2 === 0 ? 0 : 4) },
          { stepName: 'stitching', workerId: worker(j % 2 === 0 ? 1 : 2) },
          { stepName: 'checking', workerId: worker(3) },
          { stepName: 'packing', workerId: worker(j % 2 === 0 ? 3 : 4) },
        ],
      },
    });
    const done = STEPS.slice(0, Math.max(0, 4 - j));
    for (const step of done) {
      await call('PATCH', `${api}/job/${job.data._id}`, {
        headers: as,
        body: { stepName: step.name, status: 'Completed' },
      });
      completed++;
    }
  }
  await call('POST', `${api}/transaction/makePayment`, {
    headers: as,
    body: { workerId: worker(0), amount: 500, note: 'Weekly wages (demo)' },
  });
  return {
    summary: `portal: tenant "${FACTORY_ORGANISATION}" (factory, starter) active after a sandbox payment; factory: the same tenant provisioned, with ${workers.length} workers, ${articles.length} articles, 6 jobs (${completed} steps completed) and a wage payment`,
    factoryPasswordSet: true,
  };
}
