// The programme at its real scale (issue 16, goal 5), added to a PostgreSQL
// database that already holds the migrated schema and the demo data:
// 10,000 teachers, each with a certificate and a club application (a mix of
// statuses and voivodeships); the 8,000 accepted clubs enrolled in the current
// season with 20,000 groups between them; 300,000 classes on their schedules
// (held, planned, cancelled) and 200,000 pupils' fitness surveys; congress
// registrations with seats and waiting lists on the congress's items, and
// sessions and refresh tokens for every teacher. The demo
// teachers' own rows stay as they are, so a page of theirs shows the same on
// the demo data and on this.
//
// Everything is made by PostgreSQL itself (INSERT … SELECT generate_series) in
// one transaction, then ANALYZEd. Personal data is synthetic; the encrypted
// columns (PESEL, bank account, disability) carry copies of the demo teacher's
// ciphertexts, so they decrypt with the same DATA_ENCRYPTION_KEY.
//
//   npx tsx bench/seed-scale.ts [postgres://…]   (default: BENCH_DATABASE_URL, then DATABASE_URL)
import pg from "pg";

const ANNA = "anna.nowak@example.pl";
const SCALE = {
  teachers: 10_000,
  /** Clubs accepted and enrolled in the current season: the rest wait, are sent back or ended. */
  enrolledClubs: 8_000,
  groups: 20_000,
  scheduleItems: 300_000,
  surveys: 200_000,
} as const;
/** The bulk teachers' addresses: skala.00001@example.pl … */
const SCALE_EMAIL_PATTERN = "skala.%@example.pl";

/** The voivodeships, weighted roughly by their number of schools (mazowieckie and śląskie the most). */
const VOIVODESHIP_WEIGHTS: [string, number][] = [
  ["dolnośląskie", 7],
  ["kujawsko-pomorskie", 5],
  ["lubelskie", 6],
  ["lubuskie", 3],
  ["łódzkie", 6],
  ["małopolskie", 9],
  ["mazowieckie", 14],
  ["opolskie", 3],
  ["podkarpackie", 6],
  ["podlaskie", 3],
  ["pomorskie", 6],
  ["śląskie", 11],
  ["świętokrzyskie", 3],
  ["warmińsko-mazurskie", 4],
  ["wielkopolskie", 9],
  ["zachodniopomorskie", 4],
];
const VOIVODESHIP_POOL = VOIVODESHIP_WEIGHTS.flatMap(([name, weight]) => Array<string>(weight).fill(name));
const sqlArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}]`;

/**
 * The statements, in order. Teachers are numbered n = 1 … 10,000 (their
 * e-mail carries n); the first 8,000 have accepted clubs and are enrolled,
 * each with 2 or 3 groups (n odd: 3, n even: 2, so 20,000 in all), each group
 * with 15 classes and 10 surveys.
 */
function statements(): { label: string; sql: string }[] {
  const { teachers, enrolledClubs } = SCALE;
  const n = "lpad(n::text, 5, '0')";
  const voivodeship = `(${sqlArray(VOIVODESHIP_POOL)})[1 + (n * 37) % ${VOIVODESHIP_POOL.length}]`;
  return [
    {
      label: "teachers",
      sql: `
        INSERT INTO users (email, password_hash, firstname, lastname, phone, city, postal_code,
                           user_groups1, user_groups2, agreements, agreement_date_signed, last_login_at, created_at)
        SELECT 'skala.' || ${n} || '@example.pl', a.password_hash,
               (ARRAY['Anna','Katarzyna','Maria','Małgorzata','Agnieszka','Piotr','Tomasz','Paweł','Michał','Krzysztof'])[1 + n % 10],
               'Nauczyciel ' || ${n},
               '6' || lpad(((n * 7919) % 100000000)::text, 8, '0'),
               'Miasto ' || (1 + n % 400), lpad((n % 100)::text, 2, '0') || '-' || lpad((n % 1000)::text, 3, '0'),
               CASE WHEN n % 4 = 0 THEN 'Nauczyciel edukacji wczesnoszkolnej' ELSE 'Nauczyciel wychowania fizycznego' END,
               'Nauczyciel', '{1}',
               CASE WHEN n <= ${enrolledClubs} THEN s.date_start - 20 - n % 30 END,
               now() - make_interval(hours => n % 2000),
               now() - make_interval(days => 60 + n % 300)
        FROM generate_series(1, ${teachers}) AS n,
             (SELECT password_hash FROM users WHERE email = '${ANNA}') AS a,
             (SELECT date_start FROM seasons WHERE is_current) AS s`,
    },
    {
      label: "certificates",
      sql: `
        INSERT INTO certificates (user_id, event_id, number, issued_at)
        SELECT u.id, (SELECT id FROM events ORDER BY id LIMIT 1),
               'SK/2025/SKALA/' || substr(u.email, 7, 5), current_date - 200 - u.id % 100
        FROM users u WHERE u.email LIKE '${SCALE_EMAIL_PATTERN}'`,
    },
    {
      label: "club applications",
      // n ≤ 8,000 accepted; above that, in turn: verification, pending, correction (with a note), terminated.
      sql: `
        INSERT INTO club_enrollments (
          user_id, status, staff_note, school_voivodeship, school_name, school_address, school_building_number,
          school_postal_code, school_city, user_first_name, user_last_name, user_pesel_encrypted,
          pesel_tail4_hmac, pesel_tail5_hmac, pesel_hmac, user_email,
          user_phone, user_postal_code, user_post, user_city, user_address, user_building_number,
          user_apartment_number, user_voivodeship, user_district, user_commune, user_nfz_department,
          user_tax_office_name, user_bank_account_encrypted, user_employment_form, user_contract_period,
          user_remuneration, terms_accepted, gdpr_accepted, consents_collect_authorization_declaration,
          childrens_consents_commitment_obtained, registry_of_sexual_offenders_absence,
          data_truthfulness_declaration, absence_in_krk_declaration, submitted_at, first_submitted_at, created_at)
        SELECT u.id, st.status,
               CASE WHEN st.status = 3 THEN 'Prosimy o poprawienie numeru konta.' ELSE '' END,
               ${voivodeship},
               'Szkoła Podstawowa nr ' || (1 + n % 300) || ' w mieście ' || (1 + n % 400),
               'ul. Szkolna', (1 + n % 90)::text, u.postal_code, u.city,
               u.firstname, u.lastname, a.user_pesel_encrypted,
               a.pesel_tail4_hmac, a.pesel_tail5_hmac, a.pesel_hmac, u.email,
               u.phone, u.postal_code, u.city, u.city, 'ul. Długa', (1 + n % 120)::text, '',
               ${voivodeship}, 'Powiat ' || (1 + n % 380), 'Gmina ' || (1 + n % 2477),
               a.user_nfz_department, 'Urząd Skarbowy nr ' || (1 + n % 400), a.user_bank_account_encrypted,
               'umowa o pracę', 'na czas nieokreślony', 'co najmniej minimalne wynagrodzenie',
               true, true, true, true, true, true, true,
               u.created_at + interval '2 days', u.created_at + interval '2 days', u.created_at + interval '2 days'
        FROM (SELECT id, email, firstname, lastname, phone, city, postal_code, created_at,
                     substr(email, 7, 5)::int AS n
              FROM users WHERE email LIKE '${SCALE_EMAIL_PATTERN}') u
        CROSS JOIN LATERAL (SELECT CASE WHEN u.n <= ${enrolledClubs} THEN 1
                                        ELSE (ARRAY[0, 2, 3, 4])[1 + u.n % 4] END AS status) st
        CROSS JOIN (SELECT * FROM club_enrollments WHERE user_email = '${ANNA}') a`,
    },
    {
      label: "congress registrations",
      // Two teachers in five signed up for one of the congress cities.
      sql: `
        INSERT INTO event_registrations (user_id, event_id)
        SELECT u.id, e.ids[1 + u.id % array_length(e.ids, 1)]
        FROM users u, (SELECT array_agg(id ORDER BY id) AS ids FROM events) e
        WHERE u.email LIKE '${SCALE_EMAIL_PATTERN}' AND u.id % 5 < 2`,
    },
    {
      label: "agenda sign-ups and waiting lists",
      // The registered teachers take their city's items that are open for sign-up, up to each item's limit
      // (counting the seats the demo data took); the next twenty wait for a seat on each full item.
      sql: `
        WITH taken AS (
          SELECT i.id AS item_id, r.user_id,
                 row_number() OVER (PARTITION BY i.id ORDER BY r.user_id) AS place,
                 i.sign_up_limit - (SELECT count(*) FROM agenda_sign_ups s WHERE s.agenda_item_id = i.id) AS free
          FROM agenda_items i
          JOIN event_registrations r ON r.event_id = i.event_id
          JOIN users u ON u.id = r.user_id AND u.email LIKE '${SCALE_EMAIL_PATTERN}'
          WHERE i.sign_up_enabled
        ), seats AS (
          INSERT INTO agenda_sign_ups (agenda_item_id, user_id)
          SELECT item_id, user_id FROM taken WHERE free IS NULL OR place <= free
          RETURNING 1
        ), waiting AS (
          INSERT INTO agenda_waiting_list (agenda_item_id, user_id)
          SELECT item_id, user_id FROM taken WHERE place > free AND place <= free + 20
          ORDER BY item_id, place
          RETURNING 1
        )
        SELECT (SELECT count(*) FROM seats) + (SELECT count(*) FROM waiting) AS count`,
    },
    {
      label: "season enrolments",
      sql: `
        INSERT INTO season_enrollments (user_id, season_id, created_at)
        SELECT u.id, s.id, s.date_start - 10
        FROM users u, (SELECT id, date_start FROM seasons WHERE is_current) s
        WHERE u.email LIKE '${SCALE_EMAIL_PATTERN}' AND substr(u.email, 7, 5)::int <= ${enrolledClubs}`,
    },
    {
      label: "groups",
      // 12–20 pupils a group; one in twenty a group of pupils with disabilities (5–20).
      sql: `
        INSERT INTO groups (season_enrollment_id, user_id, group_number, default_classes_place,
                            girls_count, boys_count, disability_group)
        SELECT e.id, e.user_id, g,
               (ARRAY['Sala gimnastyczna', 'Boisko szkolne', 'Boisko Orlik przy szkole', 'Hala sportowa', 'Basen miejski'])[1 + (e.id + g) % 5],
               CASE WHEN (e.id * 3 + g) % 20 = 0 THEN 2 + (e.id + g) % 8 ELSE 6 + (e.id + g) % 5 END,
               CASE WHEN (e.id * 3 + g) % 20 = 0 THEN 3 + (e.id * g) % 9 ELSE 6 + (e.id * g) % 5 END,
               (e.id * 3 + g) % 20 = 0
        FROM season_enrollments e
        JOIN users u ON u.id = e.user_id AND u.email LIKE '${SCALE_EMAIL_PATTERN}'
        CROSS JOIN LATERAL generate_series(1, 2 + e.user_id % 2) AS g`,
    },
    {
      label: "schedule items",
      // 15 classes a group, about weekly from the season's start up to its last day for classes, at 07:00–20:00;
      // those before today were held (or one in twelve cancelled), the rest are planned.
      sql: `
        INSERT INTO schedule_items (group_id, datetime, place, topic, girls_count, boys_count,
                                    status, cancellation_reason, created_at, updated_at)
        SELECT g.id, c.at, g.default_classes_place,
               (ARRAY['Gry i zabawy z piłką', 'Tor przeszkód i ćwiczenia koordynacyjne', 'Mini piłka nożna',
                      'Sztafety i biegi', 'Diagnoza sprawności: test wahadłowy', 'Gimnastyka korekcyjna',
                      'Mini koszykówka', 'Zabawy bieżne'])[1 + (g.id + k) % 8],
               greatest(g.girls_count - (g.id + k) % 3, 0), greatest(g.boys_count - (g.id * k) % 3, 0),
               CASE WHEN (g.id + k) % 12 = 0 THEN 'cancelled' ELSE 'planned' END,
               CASE WHEN (g.id + k) % 12 = 0 THEN 'Wycieczka klasowa' ELSE '' END,
               now() - interval '20 days', now() - interval '20 days'
        FROM groups g
        JOIN users u ON u.id = g.user_id AND u.email LIKE '${SCALE_EMAIL_PATTERN}'
        CROSS JOIN (SELECT date_start, least(schedule_max_date, date_end) AS last_day FROM seasons WHERE is_current) s
        CROSS JOIN LATERAL generate_series(0, 14) AS k
        CROSS JOIN LATERAL (
          SELECT (s.date_start + ((g.id % 7) + k * greatest((s.last_day - s.date_start - 7) / 15, 0)))::timestamp
                 + make_interval(hours => 7 + (g.id + k) % 13, mins => 15 * ((g.id * k) % 4)) AS at
        ) c`,
    },
    {
      label: "surveys",
      // 10 pupils a group: primary school, classes 1–8, aged 6 + class on the day of the
      // examination (inside the survey window, not after today); a few measurements omitted (null).
      sql: `
        INSERT INTO surveys (group_id, ordinal_number, first_name, last_name, sex, birthdate, examination_date,
                             school_type, class_number, guardian_consent, pe_participation, pe_evaluation,
                             body_weight, body_height, waist, beep_test, run, stick_overhang, plank,
                             disability_encrypted)
        SELECT g.id, p, 'Uczeń ' || p, 'Grupa ' || g.id, CASE WHEN p % 2 = 0 THEN 'K' ELSE 'M' END,
               (x.exam - make_interval(years => 6 + x.class, days => (g.id * p) % 360))::date, x.exam,
               'podstawowa', x.class, true, (g.id + p) % 15 <> 0,
               CASE WHEN (g.id + p) % 9 = 0 THEN NULL ELSE 3 + (g.id + p) % 4 END,
               round((22 + x.class * 4 + (g.id * p) % 15)::numeric, 1)::float8,
               118 + x.class * 6 + (g.id + p) % 12,
               52 + x.class + (g.id * p) % 12,
               CASE WHEN (g.id + p) % 11 = 0 THEN NULL ELSE 10 + (g.id * p) % 60 END,
               CASE WHEN (g.id + p) % 13 = 0 THEN NULL ELSE round((17 + (g.id * p) % 900 / 100.0)::numeric, 2)::float8 END,
               round(((g.id * p) % 400 / 10.0)::numeric, 1)::float8,
               20 + (g.id * p) % 160,
               a.disability_encrypted
        FROM groups g
        JOIN users u ON u.id = g.user_id AND u.email LIKE '${SCALE_EMAIL_PATTERN}'
        CROSS JOIN (SELECT surveys_date_start AS first_day, least(surveys_date_end, current_date) AS last_day
                    FROM seasons WHERE is_current) s
        CROSS JOIN (SELECT disability_encrypted FROM surveys ORDER BY id LIMIT 1) a
        CROSS JOIN LATERAL generate_series(1, 10) AS p
        CROSS JOIN LATERAL (
          SELECT 1 + g.id % 8 AS class,
                 least(s.first_day + g.id % greatest(s.last_day - s.first_day + 1, 1), current_date) AS exam
        ) x`,
    },
    {
      label: "sessions and refresh tokens",
      // Two logins a teacher: an older one ended, a recent one still open, each with its spent and current tokens.
      sql: `
        WITH made AS (
          INSERT INTO sessions (id, user_id, expires_at, ended_at, created_at)
          SELECT gen_random_uuid(), u.id,
                 now() + CASE WHEN k = 1 THEN interval '-20 days' ELSE interval '10 days' END,
                 CASE WHEN k = 1 THEN now() - interval '25 days' END,
                 now() - CASE WHEN k = 1 THEN interval '50 days' ELSE make_interval(hours => u.id % 200) END
          FROM users u CROSS JOIN generate_series(1, 2) AS k
          WHERE u.email LIKE '${SCALE_EMAIL_PATTERN}'
          RETURNING id, user_id, expires_at, created_at
        )
        INSERT INTO refresh_tokens (jti, user_id, session_id, expires_at, rotated_at, created_at)
        SELECT gen_random_uuid(), made.user_id, made.id, made.expires_at,
               CASE WHEN t = 1 THEN made.created_at + interval '1 hour' END, made.created_at
        FROM made CROSS JOIN generate_series(1, 2) AS t`,
    },
  ];
}

const TABLES = [
  "users",
  "certificates",
  "club_enrollments",
  "event_registrations",
  "agenda_sign_ups",
  "agenda_waiting_list",
  "season_enrollments",
  "groups",
  "schedule_items",
  "surveys",
  "sessions",
  "refresh_tokens",
];

/** Adds the scale data unless it is there; answers the seconds it took and the row counts. */
async function seedScale(
  url: string,
  log: (message: string) => void = console.info,
): Promise<{ seconds: number; rows: Record<string, number> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  try {
    const {
      rows: [anna],
    } = await client.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [ANNA]);
    if (!anna) throw new Error("the demo data is missing (seed the database first)");
    const {
      rows: [{ count }],
    } = await client.query<{ count: string }>("SELECT count(*) FROM users WHERE email LIKE $1", [SCALE_EMAIL_PATTERN]);
    if (Number(count) > 0) {
      log(`${count} scale teachers already there: nothing added`);
    } else {
      await client.query("BEGIN");
      // One transaction of bulk inserts: no need to wait for the disk after each.
      await client.query("SET LOCAL synchronous_commit = off");
      for (const { label, sql } of statements()) {
        const since = Date.now();
        const result = await client.query(sql);
        const count = result.command === "SELECT" ? Number(result.rows[0].count) : result.rowCount;
        log(`${label}: ${count} rows in ${((Date.now() - since) / 1000).toFixed(1)} s`);
      }
      await client.query("COMMIT");
      // Fresh statistics, so the planner sees the tables as they now are (autovacuum would, later).
      const since = Date.now();
      await client.query(`VACUUM ANALYZE ${TABLES.join(", ")}`);
      log(`VACUUM ANALYZE in ${((Date.now() - since) / 1000).toFixed(1)} s`);
    }
    const rows: Record<string, number> = {};
    for (const table of TABLES) {
      const { rows: counted } = await client.query<{ count: string }>(`SELECT count(*) FROM ${table}`);
      rows[table] = Number(counted[0].count);
    }
    return { seconds: Math.round((Date.now() - started) / 100) / 10, rows };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

async function main() {
  const url = process.argv[2] ?? process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url?.startsWith("postgres"))
    throw new Error("give a PostgreSQL URL (argument, BENCH_DATABASE_URL or DATABASE_URL)");
  const { seconds, rows } = await seedScale(url);
  console.info(`scale data ready in ${seconds} s`);
  // The last line, for bench/scale.mjs.
  console.info(JSON.stringify({ seconds, rows }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
