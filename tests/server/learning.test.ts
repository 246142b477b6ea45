// Tutorials replicate to every signed-in person and only their publishers
// (`downloads`) write them; courses replicate to holders of `schools` only (their screens are
// admin-only); the demo seeds a few of each.
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/uuid';
import { DEMO_COURSES, DEMO_TUTORIALS } from '../../server/seed/learning-seed';
import { login, testServer } from './helpers';
import { m, pushOk, Replica } from './sync-helpers';

const harness = testServer();

const tutorial = () => ({ id: uuidv7(), title: 'Como responder o PAR-Q', description: null, video_url: 'https://www.youtube.com/watch?v=x', file: null, sport_id: null });

describe('tutorials and courses', () => {
  it('an athlete replicates every tutorial and no course', async () => {
    const { token } = await login(harness.app, 'atleta@demo.test');
    const replica = new Replica();
    await replica.sync(harness.app, token);
    expect(replica.ids('tutorials')).toHaveLength(DEMO_TUTORIALS.length);
    expect(replica.ids('courses')).toEqual([]);
  });

  it('an admin replicates the courses', async () => {
    const { token } = await login(harness.app, 'admin@demo.test');
    const replica = new Replica();
    await replica.sync(harness.app, token);
    expect(replica.ids('courses')).toHaveLength(DEMO_COURSES.length);
  });

  it('only a holder of `downloads` writes a tutorial', async () => {
    const athlete = await login(harness.app, 'atleta@demo.test');
    const refused = await pushOk(harness.app, athlete.token, uuidv7(), [m(1, 'tutorials.put', tutorial())]);
    expect(refused.results[0]).toMatchObject({ ok: false });
    const admin = await login(harness.app, 'admin@demo.test');
    const accepted = await pushOk(harness.app, admin.token, uuidv7(), [m(1, 'tutorials.put', tutorial())]);
    expect(accepted.results).toEqual([{ seq: 1, ok: true }]);
  });
});
