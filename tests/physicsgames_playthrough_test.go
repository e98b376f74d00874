package tests

import (
	"math"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/physicsgames"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// physicsGamesAfter is how many steps the playthrough goes on once the bot
// is back on the title after the pinball game.
const physicsGamesAfter = 60

// physicsGamesBot plays the template: from the title it starts the
// slingshot level, aims each bird at the nearest pig by trying pulls on
// the trajectory preview (the first shot dragged with the pointer, the
// others with the arrow keys), goes back to the title, starts the pinball
// table, launches each ball with the plunger, flips when the ball comes
// down near a flipper, nudges the second ball until the table tilts, and
// goes back to the title when the game is over.
type physicsGamesBot struct {
	g      *runtime.Game
	events []input.Event
	held   map[string]bool
	wait   griff.Tick // no new decision before this step
	plan   griff.Vec  // the pull aimed at
	drag   int        // the pointer drag's stage
	hold   int        // steps the plunger has been held
	nudges int        // nudges on this ball
	played []string   // the scenes played, in order
	ballAt griff.Tick // when this ball was served
	flip   int        // steps left of a flip, or of the rest after it
}

func (b *physicsGamesBot) Events(tick griff.Tick, dst []input.Event) []input.Event {
	n := len(dst)
	if b.g != nil && tick >= b.wait {
		dst = b.decide(tick, dst)
	}
	b.events = append(b.events, dst[n:]...)
	return dst
}

// set holds or lets go of action a.
func (b *physicsGamesBot) set(tick griff.Tick, dst []input.Event, a string, down bool) []input.Event {
	if b.held == nil {
		b.held = map[string]bool{}
	}
	if b.held[a] == down {
		return dst
	}
	b.held[a] = down
	v := 0.0
	if down {
		v = 1
	}
	return append(dst, input.Event{Tick: tick, Action: a, Down: down, Value: v})
}

// tap presses a and lets go in the next step.
func (b *physicsGamesBot) tap(tick griff.Tick, dst []input.Event, a string) []input.Event {
	b.wait = tick + 2
	return b.set(tick, dst, a, true)
}

func (b *physicsGamesBot) releaseAll(tick griff.Tick, dst []input.Event) []input.Event {
	for _, a := range []string{physicsgames.ActionLeft, physicsgames.ActionRight, physicsgames.ActionUp, physicsgames.ActionDown,
		physicsgames.ActionLaunch, physicsgames.ActionNudge, physicsgames.ActionPull} {
		dst = b.set(tick, dst, a, false)
	}
	return dst
}

func (b *physicsGamesBot) decide(tick griff.Tick, dst []input.Event) []input.Event {
	sc := b.g.Scene()
	name := sc.Name()
	if len(b.played) == 0 || b.played[len(b.played)-1] != name {
		b.played = append(b.played, name)
		dst = b.releaseAll(tick, dst)
		b.wait = tick + 20
		return dst
	}
	for _, t := range scenes.Active[physicsgames.Title](sc) {
		dst = b.releaseAll(tick, dst)
		want := 0
		if strings.Contains(strings.Join(b.played, " "), "sling") {
			want = 1
		}
		if strings.Contains(strings.Join(b.played, " "), "pinball") {
			return dst // both played: stay on the title
		}
		switch {
		case t.Cursor < want:
			return b.tap(tick, dst, physicsgames.ActionDown)
		case t.Cursor > want:
			return b.tap(tick, dst, physicsgames.ActionUp)
		}
		return b.tap(tick, dst, physicsgames.ActionLaunch)
	}
	for e, sl := range scenes.Active[physicsgames.Sling](sc) {
		return b.sling(tick, dst, e, sl)
	}
	for _, t := range scenes.Active[physicsgames.Table](sc) {
		return b.table(tick, dst, t)
	}
	return b.releaseAll(tick, dst)
}

// sling aims and shoots.
func (b *physicsGamesBot) sling(tick griff.Tick, dst []input.Event, e *scenes.Entity, sl *physicsgames.Sling) []input.Event {
	for _, a := range []string{physicsgames.ActionLeft, physicsgames.ActionRight, physicsgames.ActionUp, physicsgames.ActionDown, physicsgames.ActionLaunch} {
		dst = b.set(tick, dst, a, false)
	}
	switch sl.Phase {
	case physicsgames.SlingWon, physicsgames.SlingLost:
		if sl.Wait >= physicsgames.OverWait {
			return b.tap(tick, dst, physicsgames.ActionLaunch)
		}
		return dst
	case physicsgames.SlingAim:
	default:
		b.plan, b.drag = griff.Vec{}, 0
		return dst
	}
	anchor := e.Transform().Position()
	if b.plan == (griff.Vec{}) {
		b.plan = b.aimAt(e, sl, anchor)
	}
	if sl.Fired == 0 { // drag with the pointer: the camera is at the sling, screen = world
		b.drag++
		at := anchor.Add(sl.Pull)
		switch b.drag {
		case 1:
			dst = append(dst, input.Event{Tick: tick, Kind: input.KindPointer, X: at[0], Y: at[1]})
		case 2:
			dst = b.set(tick, dst, physicsgames.ActionPull, true)
		case 3, 4, 5, 6, 7, 8, 9, 10:
			to := anchor.Add(b.plan.Mul(float64(b.drag-2) / 8))
			dst = append(dst, input.Event{Tick: tick, Kind: input.KindPointer, X: to[0], Y: to[1]})
		default:
			dst = b.set(tick, dst, physicsgames.ActionPull, false)
			b.wait = tick + 5
		}
		return dst
	}
	d := b.plan.Sub(sl.Pull)
	step := physicsgames.KeyPullSpeed / 60.0
	if math.Abs(d[0]) <= step && math.Abs(d[1]) <= step {
		return b.tap(tick, dst, physicsgames.ActionLaunch)
	}
	if d[0] < -step {
		dst = b.set(tick, dst, physicsgames.ActionLeft, true)
	}
	if d[0] > step {
		dst = b.set(tick, dst, physicsgames.ActionRight, true)
	}
	if d[1] < -step {
		dst = b.set(tick, dst, physicsgames.ActionUp, true)
	}
	if d[1] > step {
		dst = b.set(tick, dst, physicsgames.ActionDown, true)
	}
	b.wait = tick + 1
	return dst
}

// aimAt returns the pull whose preview passes nearest the first pig left
// (by entity order), tried over a grid of angles and lengths.
func (b *physicsGamesBot) aimAt(e *scenes.Entity, sl *physicsgames.Sling, anchor griff.Vec) griff.Vec {
	var target griff.Vec
	for te := range scenes.Active[physicsgames.Target](b.g.Scene()) {
		target = te.Transform().Position()
		break
	}
	gr := griff.V(0, physics.DefaultGravityY)
	best, bestD := griff.Vec{}, math.Inf(1)
	var pts []griff.Vec
	steps := make([]time.Duration, 240)
	for i := range steps {
		steps[i] = b.g.Clock().Ahead(i + 1)
	}
	for l := 40.0; l <= 100; l += 6 {
		for a := 0.0; a <= 1.3; a += 0.02 {
			pull := griff.V(-l*math.Cos(a), l*math.Sin(a))
			pull = griff.V(math.Round(pull[0]/2)*2, math.Round(pull[1]/2)*2)
			v := physicsgames.LaunchVelocity(pull, 100, sl.Power)
			pts = physicsgames.Trajectory(pts[:0], anchor.Add(pull), v, gr, steps)
			for _, p := range pts {
				if d := math.Hypot(p[0]-target[0], p[1]-target[1]); d < bestD {
					best, bestD = pull, d
				}
			}
		}
	}
	return best
}

// table plays the pinball.
func (b *physicsGamesBot) table(tick griff.Tick, dst []input.Event, t *physicsgames.Table) []input.Event {
	if t.Phase == physicsgames.TableOver {
		dst = b.releaseAll(tick, dst)
		if t.Wait >= physicsgames.OverWait {
			return b.tap(tick, dst, physicsgames.ActionLaunch)
		}
		return dst
	}
	var ball *scenes.Entity
	var bb *physics.Body
	for e := range scenes.Active[physicsgames.Ball](b.g.Scene()) {
		ball, bb = e, scenes.Get[physics.Body](e)
	}
	p := ball.Transform().Position()
	onPlunger := p[0] > 655 && p[1] > 470
	if onPlunger {
		if t.Phase == physicsgames.TableServe || b.hold == 0 {
			b.nudges, b.ballAt = 0, tick
		}
		dst = b.set(tick, dst, physicsgames.ActionLeft, false)
		dst = b.set(tick, dst, physicsgames.ActionRight, false)
		b.hold++
		if b.hold < 40+10*t.Ball {
			return b.set(tick, dst, physicsgames.ActionLaunch, true)
		}
		b.hold = 0
		b.wait = tick + 30
		return b.set(tick, dst, physicsgames.ActionLaunch, false)
	}
	dst = b.set(tick, dst, physicsgames.ActionLaunch, false)
	dst = b.set(tick, dst, physicsgames.ActionNudge, false)
	if t.Ball == 2 && !t.Tilted && b.nudges < 6 && p[1] < 300 && tick%4 == 0 {
		b.nudges++
		return b.set(tick, dst, physicsgames.ActionNudge, true)
	}
	late := tick-b.ballAt > 60*40 // a long ball: let it drain
	near := p[1] > 400 && p[1] < 470 && bb.Velocity[1] > -50 && !late
	if b.flip > 0 { // a flip lasts 8 steps, then 20 steps down
		b.flip--
		return dst
	}
	if b.held[physicsgames.ActionLeft] || b.held[physicsgames.ActionRight] {
		dst = b.set(tick, dst, physicsgames.ActionLeft, false)
		dst = b.set(tick, dst, physicsgames.ActionRight, false)
		b.flip = 20
		return dst
	}
	if near {
		b.flip = 8
		if p[0] < 480 {
			return b.set(tick, dst, physicsgames.ActionLeft, true)
		}
		return b.set(tick, dst, physicsgames.ActionRight, true)
	}
	return dst
}

// physicsGamesRun plays the template with the bot: the slingshot level,
// then a pinball game of three balls, back on the title for
// physicsGamesAfter steps. It returns the script and the steps.
func physicsGamesRun(t *testing.T, lg *hosting.LoadedGame) ([]input.Event, griff.Tick) {
	t.Helper()
	bot := &physicsGamesBot{}
	g, err := lg.NewGame(hosting.Options{Input: bot})
	if err != nil {
		t.Fatal(err)
	}
	bot.g = g
	end := griff.Tick(0)
	var won, tilts, drained, score int
	for end == 0 || g.Clock().Tick() < end {
		g.Step()
		for _, sl := range scenes.Active[physicsgames.Sling](g.Scene()) {
			if sl.Phase == physicsgames.SlingWon {
				won = sl.Won
			}
		}
		for _, tb := range scenes.Active[physicsgames.Table](g.Scene()) {
			tilts, drained, score = tb.Tilts, 3-tb.Balls, tb.Score
		}
		if end == 0 && len(bot.played) >= 5 {
			end = g.Clock().Tick() + physicsGamesAfter
		}
		if g.Clock().Tick() > 60*60*6 {
			t.Fatalf("the bot never finished: scenes %v", bot.played)
		}
	}
	t.Logf("scenes %v, %d steps; the slingshot level won with %d stars; pinball %d points, %d balls drained, %d tilts", bot.played, end, won, score, drained, tilts)
	if won == 0 || tilts != 1 || drained != 3 {
		t.Errorf("the bot's game: the slingshot level won with %d stars (want 1 to 3); pinball %d balls drained (want 3), %d tilts (want 1)", won, drained, tilts)
	}
	return bot.events, end
}

// TestPhysicsGamesTemplatePlaythrough records the physicsgames template's
// playthrough (the slingshot level won, a pinball game of three balls with
// a tilt) and replays it at 30, 60 and 144 frames a second to the same
// fingerprint with no problems.
func TestPhysicsGamesTemplatePlaythrough(t *testing.T) {
	lg, _ := loadTemplate(t, "physicsgames")
	script, steps := physicsGamesRun(t, lg)
	playthroughAtEveryRate(t, lg, "physicsgames", script, steps, func(g *runtime.Game, fps int) {
		if !strings.HasSuffix(g.Scene().Name(), "title.json") {
			t.Errorf("at %d frames a second: the game ends in scene %q, want the title", fps, g.Scene().Name())
		}
	})
}
