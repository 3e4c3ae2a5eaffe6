// A CommonJS Jest test file: the gateway mock of gateway-setup.js over HTTP, a session per test
// (X-Mock-Session), and its clock and journal through the mock's control surface (/__mock).
const OpenAI = require("openai");

const url = process.env.GATEWAY_URL;
let session;
const control = async (path, body) => {
  const init = body ? { method: "POST", headers: { "content-type": "application/json", "x-mock-session": session }, body: JSON.stringify(body) } : { headers: { "x-mock-session": session } };
  return (await fetch(`${url}/__mock${path}`, init)).json();
};
const client = (apiKey = "sk-mock-default") => new OpenAI({ baseURL: `${url}/client/v2/ai`, apiKey, maxRetries: 0, defaultHeaders: { "X-Mock-Session": session } });

beforeEach(() => {
  session = `${expect.getState().testPath}:${expect.getState().currentTestName}`;
});
afterEach(() => control("/reset", {})); // this session's tasks and journal only

test("answers a chat, and throws the SDK's error class for a wrong key", async () => {
  const completion = await client().chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hello!" }] });
  expect(completion.choices[0].message.content).toBeTruthy();
  const refused = client("sk-wrong").chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] });
  await expect(refused).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
});

test("finishes a video task when the test moves the clock, and journals this test's requests only", async () => {
  const submitted = await client().post("/generations", { body: { model: "kling-v1", input: { prompt: "A paper boat" } } });
  await control("/clock", { advance_ms: 5000 });
  const task = await client().get(`/tasks/${submitted.data.task_id}`);
  expect(task.data.status).toBe("completed");
  const { entries } = await control("/journal");
  expect(entries.map((entry) => `${entry.method} ${entry.status}`)).toEqual(["POST 200", "GET 200"]);
});
