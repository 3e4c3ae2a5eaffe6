import type { Random } from "./random.ts";

/** One timed piece of a transcript, in seconds. */
export interface TranscriptSegment {
  id: number;
  start: number;
  end: number;
  text: string;
}

/** A speech-to-text result. */
export interface Transcript {
  text: string;
  language: string;
  duration: number;
  segments: TranscriptSegment[];
}

interface Language {
  code: string;
  /** Spoken characters per second. */
  rate: number;
  joiner: string;
  scripts: readonly (readonly string[])[];
}

const LANGUAGES: readonly Language[] = [
  {
    code: "en",
    rate: 14,
    joiner: " ",
    scripts: [
      [
        "Hi, this is Sarah from the dental office calling about your appointment on Thursday.",
        "We need to move it from ten thirty to two fifteen in the afternoon.",
        "If that time doesn't work for you, just give us a call back at the front desk.",
        "Otherwise we'll see you then, and have a great day.",
      ],
      [
        "Okay, let's get started with the weekly sync.",
        "The main update is that the new checkout flow shipped on Monday without any major issues.",
        "Conversion is up about three percent, but it's still early, so let's keep watching it.",
        "Next week we'll focus on the mobile layout and the remaining accessibility fixes.",
        "Does anyone have blockers they want to raise before we move on?",
      ],
      [
        "Welcome back to the show.",
        "Today we're talking about how small teams can ship reliable software without a huge budget.",
        "My guest has spent the last ten years building developer tools at startups.",
        "Let's start with the basics: what does a good release process actually look like?",
      ],
      [
        "Thank you for calling customer support.",
        "I can see your order was shipped yesterday and should arrive within two business days.",
        "I'll send the tracking number to the email address on your account right now.",
        "Is there anything else I can help you with today?",
      ],
    ],
  },
  {
    code: "es",
    rate: 15,
    joiner: " ",
    scripts: [
      [
        "Hola, te llamo para confirmar la reunión del viernes por la mañana.",
        "Vamos a revisar el presupuesto y el calendario del proyecto.",
        "Si necesitas cambiar la hora, avísame antes del jueves.",
        "Muchas gracias y hasta pronto.",
      ],
    ],
  },
  {
    code: "ja",
    rate: 7,
    joiner: "",
    scripts: [
      [
        "お疲れ様です、営業部の田中です。",
        "明日の打ち合わせですが、午後三時からに変更になりました。",
        "資料は事前にメールでお送りしますので、ご確認をお願いします。",
        "よろしくお願いいたします。",
      ],
    ],
  },
  {
    code: "zh",
    rate: 5,
    joiner: "",
    scripts: [
      [
        "大家好，欢迎收听今天的节目。",
        "今天我们来聊一聊如何在工作中保持专注。",
        "首先，把手机调成静音，给自己一段完整的时间。",
        "其次，每完成一项任务，就休息五分钟。",
      ],
    ],
  },
];

/**
 * A short, realistic transcript with contiguous segments; the language follows a hint in the URL (…_ja.wav, ?lang=zh), else mostly English.
 * @example transcribe("https://cdn.example.com/voicemail.wav", seededRandom(1)).segments[0]
 */
export function transcribe(audioUrl: string, random: Random): Transcript {
  const language = languageFromUrl(audioUrl) ?? (random.chance(0.8) ? (LANGUAGES[0] as Language) : random.pick(LANGUAGES));
  const script = random.pick(language.scripts);
  const first = random.int(0, Math.max(0, script.length - 2));
  const sentences = script.slice(first, first + random.int(2, script.length));

  // Work in centiseconds so that segment ends and starts meet exactly.
  let cursor = 0;
  const segments = sentences.map((text, id) => {
    const spoken = (text.length / language.rate) * (0.85 + random.next() * 0.3);
    const pause = 0.2 + random.next() * 0.4;
    const start = cursor;
    cursor += Math.max(30, Math.round((spoken + pause) * 100));
    return { id, start: start / 100, end: cursor / 100, text };
  });
  return { text: sentences.join(language.joiner), language: language.code, duration: cursor / 100, segments };
}

function languageFromUrl(url: string): Language | undefined {
  const hint = /(?:[?&](?:lang|language)=|[_\-/.])(en|es|ja|zh)(?=[_\-/.&]|$)/i.exec(url)?.[1]?.toLowerCase();
  return LANGUAGES.find((language) => language.code === hint);
}
