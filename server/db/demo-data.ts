// Dates relative to today, so the season's windows and the congress stay open.
import { eq } from "drizzle-orm";

import { ClubEnrollmentStatus } from "../../app/lib/contract/constants";
import { getConfig } from "../config";
import { instantInPoland, todayInPoland } from "../domain/calendar";
import { log } from "../log";
import { encryptField } from "../security/encryption";
import { hashPassword } from "../security/passwords";
import type { Database } from "./client";
import { seedDemoExperts } from "./demo-experts";
import { peselColumns } from "./pesel-search";
import {
  agendaItems,
  agendaSignUps,
  certificates,
  clubEnrollments,
  eventRegistrations,
  events,
  groups,
  scheduleItems,
  seasonEnrollments,
  seasons,
  secondFactors,
  surveys,
  users,
} from "./schema";
import { encryptDisability } from "./survey-disability";
import { hasAnyUser } from "./users";

export const DEMO_PASSWORD = "Demo#Haslo1";
export const DEMO_ACCOUNTS = {
  activeTeacher: "anna.nowak@example.pl",
  certifiedTeacher: "piotr.wisniewski@example.pl",
  newTeacher: "ewa.kowalczyk@example.pl",
  staff: "biuro@example.pl",
  /** Two, so that each browser run of the e2e suite enrols its own. */
  acceptedTeachers: ["katarzyna.wojcik@example.pl", "tomasz.kaczmarek@example.pl"],
} as const;

/** Demo and tests only: production has no demo staff account. */
export const DEMO_STAFF_TOTP_SECRET = "KRUGS4ZANFZSA5DIMUQGIZLNN4QGWZLZ";

const DAY = 24 * 3600 * 1000;

function isoDay(base: Date, days: number): string {
  return todayInPoland(new Date(base.getTime() + days * DAY));
}

function at(base: Date, days: number, hour: number, minute = 0): Date {
  return instantInPoland(isoDay(base, days), `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`);
}

export async function seedDemo(
  db: Database,
  options: { now?: Date; encryptionKey?: Buffer; production?: boolean } = {},
): Promise<boolean> {
  const now = options.now ?? new Date();
  const key = options.encryptionKey ?? getConfig().dataEncryptionKey;
  // A staff account with a password in the README would open every PESEL: never in production.
  const withStaff = !(options.production ?? getConfig().production);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.activeTeacher));
  if (existing) return false;

  // Each its own salt (ASVS 4.0.3 V2.4.2).
  const passwordHashes = await Promise.all(Array.from({ length: 6 }, () => hashPassword(DEMO_PASSWORD)));
  const nextPasswordHash = () => passwordHashes.pop()!;
  await db.transaction(async (tx) => {
    const [warszawa, krakow] = await tx
      .insert(events)
      .values([
        {
          slug: "warszawa",
          name: "Kongres Sport Kluby – Warszawa",
          city: "Warszawa",
          code: "WAW2026",
          dateStart: isoDay(now, 21),
          dateEnd: isoDay(now, 22),
        },
        {
          slug: "krakow",
          name: "Kongres Sport Kluby – Kraków",
          city: "Kraków",
          code: "KRK2026",
          dateStart: isoDay(now, 35),
          dateEnd: isoDay(now, 35),
        },
      ])
      .returning();

    const teacher = (
      email: string,
      firstname: string,
      lastname: string,
      extra: Partial<typeof users.$inferInsert> = {},
    ) => ({
      email,
      firstname,
      lastname,
      phone: "600 700 800",
      city: "Warszawa",
      postalCode: "00-950",
      userGroups1: "Nauczyciel wychowania fizycznego",
      userGroups2: "Nauczyciel",
      agreements: [1],
      passwordHash: nextPasswordHash(),
      ...extra,
    });
    const [anna, piotr, ewa] = await tx
      .insert(users)
      .values([
        teacher(DEMO_ACCOUNTS.activeTeacher, "Anna", "Nowak", { agreementDateSigned: isoDay(now, -40) }),
        teacher(DEMO_ACCOUNTS.certifiedTeacher, "Piotr", "Wiśniewski", {
          city: "Kraków",
          postalCode: "30-001",
          phone: "601 602 603",
        }),
        teacher(DEMO_ACCOUNTS.newTeacher, "Ewa", "Kowalczyk", {
          passwordHash: null,
          userGroups1: "Nauczyciel edukacji wczesnoszkolnej",
          phone: "602 603 604",
        }),
      ])
      .returning();
    if (withStaff) {
      const [staff] = await tx
        .insert(users)
        .values(
          teacher(DEMO_ACCOUNTS.staff, "Biuro", "Programu", {
            isStaff: true,
            userGroups1: "Inna osoba",
            userGroups2: "Koordynator",
          }),
        )
        .returning();
      await tx.insert(secondFactors).values({
        userId: staff.id,
        secretEncrypted: encryptField(DEMO_STAFF_TOTP_SECRET, key),
        enabledAt: now,
      });
    }
    const accepted = await tx
      .insert(users)
      .values([
        teacher(DEMO_ACCOUNTS.acceptedTeachers[0], "Katarzyna", "Wójcik", { city: "Radom", postalCode: "26-600" }),
        teacher(DEMO_ACCOUNTS.acceptedTeachers[1], "Tomasz", "Kaczmarek", { city: "Płock", postalCode: "09-400" }),
      ])
      .returning();
    await tx.insert(eventRegistrations).values([
      { userId: anna.id, eventId: warszawa.id },
      { userId: piotr.id, eventId: krakow.id },
      { userId: ewa.id, eventId: warszawa.id },
    ]);
    await tx.insert(certificates).values([
      { userId: anna.id, eventId: warszawa.id, number: "SK/2025/WAW/00417", issuedAt: isoDay(now, -200) },
      { userId: piotr.id, eventId: krakow.id, number: "SK/2025/KRK/00128", issuedAt: isoDay(now, -190) },
      ...accepted.map((user, index) => ({
        userId: user.id,
        eventId: warszawa.id,
        number: `SK/2025/WAW/0050${index + 1}`,
        issuedAt: isoDay(now, -180),
      })),
    ]);

    const items = await tx
      .insert(agendaItems)
      .values([
        {
          eventId: warszawa.id,
          name: "Otwarcie kongresu: aktywny dzisiaj dla zdrowia w przyszłości",
          datetimeStart: at(now, 21, 9),
          datetimeEnd: at(now, 21, 9, 30),
          place: "Aula główna",
          description:
            "Powitanie uczestników i przedstawienie programu Sport Kluby: ile klubów działa w tym roku szkolnym, co pokazały pierwsze badania sprawności uczniów i czego szkoły oczekują od kolejnego sezonu.\n\nPo otwarciu zapraszamy na debatę ekspertów i warsztaty.",
        },
        {
          eventId: warszawa.id,
          name: "Debata ekspertów: jak odbudować sprawność uczniów po pandemii",
          datetimeStart: at(now, 21, 10),
          datetimeEnd: at(now, 21, 11, 30),
          signUpLimit: 120,
          part: "discussion",
          place: "Aula główna",
          description:
            "Fizjolog wysiłku, metodyk wychowania fizycznego i nauczycielka prowadząca Sport Klub rozmawiają o tym, co mówią wyniki testu wahadłowego i biegu 10×5 m z ostatnich lat i jak planować zajęcia dla uczniów, którzy przestali się ruszać.\n\nPo krótkich wystąpieniach pytania z sali. Pytania można też zadać przed debatą, pisząc do organizatorów.",
        },
        {
          eventId: warszawa.id,
          name: "Warsztaty: test wahadłowy i bieg 10×5 m w praktyce szkolnej",
          datetimeStart: at(now, 21, 12),
          datetimeEnd: at(now, 21, 13, 30),
          signUpLimit: 2,
          part: "workshop",
          place: "Hala sportowa",
          description:
            "Jak przeprowadzić test wahadłowy na 20 m i bieg 10×5 m z całą grupą w jednej lekcji: wyznaczenie toru, nagranie sygnałów, liczenie etapów i zapis wyników w ankiecie. Zajęcia praktyczne — prosimy o strój sportowy.",
        },
        {
          eventId: warszawa.id,
          name: "Warsztaty: gry ruchowe w klasach I–III",
          datetimeStart: at(now, 21, 14),
          datetimeEnd: at(now, 21, 15, 30),
          signUpLimit: 25,
          part: "workshop",
          place: "Sala gimnastyczna nr 2",
          signUpDatetimeEnd: at(now, -1, 23, 59),
        },
        {
          eventId: warszawa.id,
          name: "Warsztaty: trening funkcjonalny z uczniami szkół ponadpodstawowych",
          datetimeStart: at(now, 22, 9),
          datetimeEnd: at(now, 22, 10, 30),
          signUpLimit: 30,
          part: "workshop",
          place: "Siłownia",
          signUpDatetimeStart: at(now, -3, 8),
          signUpDatetimeEnd: at(now, 14, 20),
        },
        {
          eventId: warszawa.id,
          name: "Panel: Sport Kluby w małych szkołach",
          datetimeStart: at(now, 22, 11),
          datetimeEnd: at(now, 22, 12),
          part: "discussion",
          place: "Aula główna",
          signUpEnabled: false,
        },
        {
          eventId: krakow.id,
          name: "Otwarcie kongresu w Krakowie",
          datetimeStart: at(now, 35, 9),
          datetimeEnd: at(now, 35, 9, 30),
          place: "Aula",
        },
        {
          eventId: krakow.id,
          name: "Warsztaty: zabawy na boisku szkolnym",
          datetimeStart: at(now, 35, 10),
          datetimeEnd: at(now, 35, 11, 30),
          signUpLimit: 40,
          part: "workshop",
          place: "Boisko szkolne",
        },
      ])
      .returning();
    await seedDemoExperts(tx, items);
    await tx.insert(agendaSignUps).values([
      { agendaItemId: items[2].id, userId: anna.id },
      { agendaItemId: items[2].id, userId: ewa.id },
      { agendaItemId: items[1].id, userId: anna.id },
    ]);

    const year = Number(isoDay(now, 0).slice(0, 4));
    const [season] = await tx
      .insert(seasons)
      .values({
        name: `Sezon ${year}`,
        dateStart: isoDay(now, -30),
        dateEnd: isoDay(now, 120),
        scheduleMaxDate: isoDay(now, 100),
        surveysDateStart: isoDay(now, -14),
        surveysDateEnd: isoDay(now, 30),
        isCurrent: true,
      })
      .returning();

    const acceptedApplication = (user: typeof anna, pesel: string) => ({
      userId: user.id,
      status: ClubEnrollmentStatus.accepted,
      schoolVoivodeship: "mazowieckie",
      schoolName: "Szkoła Podstawowa nr 12 im. Janusza Korczaka",
      schoolAddress: "ul. Szkolna",
      schoolBuildingNumber: "5",
      schoolPostalCode: "00-950",
      schoolCity: "Warszawa",
      userFirstName: user.firstname,
      userLastName: user.lastname,
      ...peselColumns(pesel, key),
      userEmail: user.email,
      userPhone: "600 700 800",
      userPostalCode: "00-950",
      userPost: "Warszawa",
      userCity: "Warszawa",
      userAddress: "ul. Długa",
      userBuildingNumber: "10",
      userApartmentNumber: "4",
      userVoivodeship: "mazowieckie",
      userDistrict: "Warszawa",
      userCommune: "Warszawa",
      userNfzDepartment: "Mazowiecki Oddział Wojewódzki NFZ",
      userTaxOfficeName: "Urząd Skarbowy Warszawa-Śródmieście",
      userBankAccountEncrypted: encryptField("61109010140000071219812874", key),
      userEmploymentForm: "umowa o pracę",
      userContractPeriod: "na czas nieokreślony",
      userRemuneration: "co najmniej minimalne wynagrodzenie",
      termsAccepted: true,
      gdprAccepted: true,
      consentsCollectAuthorizationDeclaration: true,
      childrensConsentsCommitmentObtained: true,
      registryOfSexualOffendersAbsence: true,
      dataTruthfulnessDeclaration: true,
      absenceInKrkDeclaration: true,
      // Before the contracts signed on it.
      firstSubmittedAt: at(now, -60, 9),
      submittedAt: at(now, -60, 9),
    });
    await tx
      .insert(clubEnrollments)
      .values([
        acceptedApplication(anna, "02070803628"),
        acceptedApplication(accepted[0], "85041203465"),
        acceptedApplication(accepted[1], "79092305177"),
      ]);
    const [enrollment] = await tx
      .insert(seasonEnrollments)
      .values({ userId: anna.id, seasonId: season.id })
      .returning();
    const [groupOne, groupTwo] = await tx
      .insert(groups)
      .values([
        {
          seasonEnrollmentId: enrollment.id,
          userId: anna.id,
          groupNumber: 1,
          defaultClassesPlace: "Sala gimnastyczna",
          girlsCount: 8,
          boysCount: 7,
        },
        {
          seasonEnrollmentId: enrollment.id,
          userId: anna.id,
          groupNumber: 2,
          defaultClassesPlace: "Boisko Orlik przy szkole",
          girlsCount: 6,
          boysCount: 9,
        },
      ])
      .returning();

    const localDateTime = (days: number, time: string) => `${isoDay(now, days)}T${time}`;
    await tx.insert(scheduleItems).values([
      {
        groupId: groupOne.id,
        datetime: localDateTime(-14, "14:30"),
        place: "Sala gimnastyczna",
        topic: "Diagnoza sprawności: test wahadłowy",
        girlsCount: 8,
        boysCount: 7,
      },
      {
        groupId: groupOne.id,
        datetime: localDateTime(-7, "14:30"),
        place: "Sala gimnastyczna",
        topic: "Gry i zabawy z piłką",
        girlsCount: 7,
        boysCount: 7,
        status: "cancelled",
        cancellationReason: "Wycieczka klasowa",
      },
      {
        groupId: groupOne.id,
        datetime: localDateTime(7, "14:30"),
        // Two lessons in a row.
        durationMinutes: 90,
        place: "Sala gimnastyczna",
        topic: "Tor przeszkód i ćwiczenia koordynacyjne",
        girlsCount: 8,
        boysCount: 7,
      },
      {
        groupId: groupTwo.id,
        datetime: localDateTime(-10, "15:30"),
        place: "Boisko Orlik przy szkole",
        topic: "Mini piłka nożna",
        girlsCount: 6,
        boysCount: 9,
      },
      {
        groupId: groupTwo.id,
        datetime: localDateTime(4, "15:30"),
        durationMinutes: 45,
        place: "Boisko Orlik przy szkole",
        topic: "Sztafety i biegi z elementami rywalizacji",
        girlsCount: 6,
        boysCount: 9,
      },
    ]);

    const pupil = (
      ordinalNumber: number,
      examinationDate: string,
      firstName: string,
      lastName: string,
      sex: "K" | "M",
      birthdate: string,
      measured: Partial<typeof surveys.$inferInsert>,
    ) => ({
      groupId: groupOne.id,
      ordinalNumber,
      firstName,
      lastName,
      sex,
      birthdate,
      examinationDate,
      schoolType: "podstawowa",
      classNumber: 5,
      guardianConsent: true,
      peParticipation: true,
      peEvaluation: 5,
      disabilityEncrypted: encryptDisability({ hasDisabilityCertificate: false, typeOfDisability: "" }, key),
      ...measured,
    });
    // Two rounds, as the programme runs them (DOMAIN.md).
    const before = isoDay(now, -75);
    const later = isoDay(now, -10);
    await tx.insert(surveys).values([
      pupil(1, before, "Zofia", "Kamińska", "K", `${year - 11}-05-04`, {
        bodyWeight: 37.2,
        bodyHeight: 143,
        waist: 60,
        beepTest: 28,
        run: 22.1,
        stickOverhang: 9.5,
        plank: 62,
      }),
      pupil(2, before, "Jakub", "Lewandowski", "M", `${year - 11}-09-17`, {
        bodyWeight: 41.5,
        bodyHeight: 147,
        waist: 67,
        beepTest: 43,
        run: 20.3,
        stickOverhang: 18.8,
        plank: 70,
      }),
      pupil(3, before, "Maja", "Wójcik", "K", `${year - 10}-01-22`, {
        bodyWeight: 34.6,
        bodyHeight: 139,
        waist: 58,
        beepTest: 22,
        run: 23.4,
        stickOverhang: 6.1,
        plank: 45,
        peEvaluation: 6,
      }),
      pupil(4, later, "Zofia", "Kamińska", "K", `${year - 11}-05-04`, {
        bodyWeight: 38.5,
        bodyHeight: 146,
        waist: 61,
        beepTest: 34,
        run: 21.35,
        stickOverhang: 12.4,
        plank: 75,
      }),
      pupil(5, later, "Jakub", "Lewandowski", "M", `${year - 11}-09-17`, {
        bodyWeight: 42,
        bodyHeight: 149,
        waist: 66,
        beepTest: 41,
        run: 20.1,
        stickOverhang: 18.2,
        plank: 90,
      }),
      pupil(6, later, "Maja", "Wójcik", "K", `${year - 10}-01-22`, {
        bodyWeight: 35.2,
        bodyHeight: 141,
        waist: 58,
        beepTest: null,
        run: null,
        stickOverhang: 9.8,
        plank: 60,
        peEvaluation: 6,
      }),
    ]);
  });
  return true;
}

export async function seedDemoOnFirstStart(db: Database): Promise<void> {
  if (await hasAnyUser(db)) return;
  if (await seedDemo(db)) log.info(`demo data loaded: log in as ${DEMO_ACCOUNTS.activeTeacher} / ${DEMO_PASSWORD}`);
}
