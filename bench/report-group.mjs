// A group of 20 pupils, each surveyed twice, for the demo teacher (issue 18,
// point 5: "the report of a 20-pupil group"). The demo data's report group
// has three pupils; this one is what a teacher's report holds at the end of a
// season. It is made as the teacher makes it, through the screens' forms as a
// browser without JavaScript posts them, so it goes through every rule and
// works the same on PGlite and PostgreSQL: the season screen sets the group to
// 10 girls and 10 boys, then each pupil's survey is added before classes start
// (70 days ago) and again later (3 days ago), with a few results omitted.

import { isoDay } from "./lib.mjs";

/** The demo teacher's second group: its declared size, and the pupils surveyed in it. */
export const REPORT_GROUP = { number: 2, place: "Boisko Orlik przy szkole", girls: 10, boys: 10 };
/** The season form saves every group at once: the first as the demo data has it (server/db/demo-data.ts). */
const FIRST_GROUP = { number: 1, place: "Sala gimnastyczna", girls: 8, boys: 7 };

const GIRLS = ["Zuzanna", "Julia", "Hanna", "Lena", "Alicja", "Maja", "Oliwia", "Laura", "Pola", "Nikola"];
const BOYS = ["Antoni", "Jan", "Aleksander", "Franciszek", "Nikodem", "Szymon", "Filip", "Ignacy", "Leon", "Wojciech"];
/** Surnames as a girl and as a boy bears them. */
const SURNAMES = [
  ["Nowak", "Nowak"],
  ["Wiśniewska", "Wiśniewski"],
  ["Zielińska", "Zieliński"],
  ["Mazur", "Mazur"],
  ["Krawczyk", "Krawczyk"],
  ["Kaczmarek", "Kaczmarek"],
  ["Piotrowska", "Piotrowski"],
  ["Grabowska", "Grabowski"],
];

/** The same pupils and results in every run: Park and Miller's generator (exact in a double). */
function numbers(seed) {
  let state = seed;
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

/** The group's pupils with their results at the first and the latest survey; `null` is a result omitted. */
function reportPupils() {
  const next = numbers(18);
  const between = (low, high, decimals = 0) => Number((low + next() * (high - low)).toFixed(decimals));
  return Array.from({ length: REPORT_GROUP.girls + REPORT_GROUP.boys }, (_, index) => {
    const girl = index < REPORT_GROUP.girls;
    const names = girl ? GIRLS : BOYS;
    const height = between(136, 154);
    const first = {
      body_weight: between(29, 49, 1),
      body_height: height,
      waist: between(55, 70),
      beep_test: index % 9 === 4 ? null : between(12, 48),
      run: between(18, 24.5, 2),
      stick_overhang: between(2, 30, 1),
      plank: between(25, 150),
    };
    // Most pupils gain in the months between; some do not, and a few miss a test the second time.
    const latest = {
      body_weight: Number((first.body_weight + between(-0.5, 2, 1)).toFixed(1)),
      body_height: height + between(0, 3),
      waist: first.waist + between(-2, 2),
      beep_test: first.beep_test === null ? between(14, 50) : first.beep_test + between(-3, 9),
      run: Number((first.run - between(-0.4, 1.2, 2)).toFixed(2)),
      stick_overhang:
        index % 7 === 3 ? null : Math.max(0, Number((first.stick_overhang + between(-3, 8, 1)).toFixed(1))),
      plank: first.plank + between(-15, 40),
    };
    return {
      first_name: names[index % names.length],
      last_name: SURNAMES[index % SURNAMES.length][girl ? 0 : 1],
      sex: girl ? "K" : "M",
      birthdate: isoDay(-(365 * 11 + between(0, 360))),
      first,
      latest,
    };
  });
}

/** A form as a browser without JavaScript posts it, from this origin, signed in. */
async function postForm(baseUrl, path, fields, cookie) {
  const response = await fetch(baseUrl + path, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: baseUrl, "sec-fetch-site": "same-origin" },
    body: new URLSearchParams(fields),
  });
  await response.arrayBuffer();
  if (response.status !== 302)
    throw new Error(`POST ${path} answered ${response.status}, not the redirect of a saved form`);
}

/** A survey's fields as the form sends them: a decimal comma, and an omitted result ticked as omitted. */
function surveyFields(pupil, examinationDate, results) {
  const fields = {
    first_name: pupil.first_name,
    last_name: pupil.last_name,
    sex: pupil.sex,
    birthdate: pupil.birthdate,
    examination_date: examinationDate,
    school_type: "podstawowa",
    class_number: "5",
    guardian_consent: "on",
    pe_participation: "on",
    pe_evaluation: "5",
  };
  for (const [name, value] of Object.entries(results)) {
    if (value === null) {
      fields[name] = "";
      fields[`${name}_omitted`] = "on";
    } else fields[name] = String(value).replace(".", ",");
  }
  return fields;
}

/** Makes the report group for the signed-in demo teacher; answers its number. */
export async function makeReportGroup(baseUrl, cookie) {
  const groups = {};
  for (const [index, group] of [FIRST_GROUP, REPORT_GROUP].entries()) {
    groups[`groups[${index}].group_number`] = String(group.number);
    groups[`groups[${index}].default_classes_place`] = group.place;
    groups[`groups[${index}].girls_count`] = String(group.girls);
    groups[`groups[${index}].boys_count`] = String(group.boys);
  }
  await postForm(baseUrl, "/konto/sezon", { ...groups, intent: "save-groups" }, cookie);
  const pupils = reportPupils();
  for (const [round, daysAgo] of [
    ["first", 70],
    ["latest", 3],
  ]) {
    for (const pupil of pupils) {
      await postForm(
        baseUrl,
        `/konto/ankiety/${REPORT_GROUP.number}/nowa`,
        surveyFields(pupil, isoDay(-daysAgo), pupil[round]),
        cookie,
      );
    }
  }
  return REPORT_GROUP.number;
}
