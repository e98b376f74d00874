package tests

import (
	"slices"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/fighting"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// The fighting playthrough: a bot (fightingBot) picks training mode on the
// title, does the template's specials, a cancel combo and the super on
// the dummy (standing, then blocking), goes back to the title, picks
// versus CPU and plays the match to its end and back to the title. Its
// held keys are recorded as the script. It ends fightingAfter steps after
// the title shows again.
const fightingAfter = 60

// fightingBot plays the template as a player would, one step of held keys
// at a time from a queue it fills by looking at the game.
type fightingBot struct {
	g      *runtime.Game
	queue  [][]string
	held   []string
	events []input.Event
	// stage counts what it has done: 0 on the first title, 1 training,
	// 2 back on the title, 3 versus the computer, 4 done.
	stage  int
	combos int
}

func (b *fightingBot) Events(tick griff.Tick, dst []input.Event) []input.Event {
	if len(b.queue) == 0 {
		b.plan()
	}
	var want []string
	if len(b.queue) > 0 {
		want, b.queue = b.queue[0], b.queue[1:]
	}
	n := len(dst)
	for _, a := range b.held {
		if !slices.Contains(want, a) {
			dst = append(dst, input.Event{Tick: tick, Action: a})
		}
	}
	for _, a := range want {
		if !slices.Contains(b.held, a) {
			dst = append(dst, input.Event{Tick: tick, Action: a, Down: true, Value: 1})
		}
	}
	b.held = append(b.held[:0], want...)
	b.events = append(b.events, dst[n:]...)
	return dst
}

// add queues steps of held keys.
func (b *fightingBot) add(steps ...[]string) { b.queue = append(b.queue, steps...) }

// wait queues n steps holding nothing.
func (b *fightingBot) wait(n int) {
	for range n {
		b.add(nil)
	}
}

// hold queues n steps holding keys.
func (b *fightingBot) hold(n int, keys ...string) {
	for range n {
		b.add(keys)
	}
}

const (
	fL, fR, fU, fD = fighting.ActionLeft, fighting.ActionRight, fighting.ActionUp, fighting.ActionDown
	fLP, fHP       = fighting.ActionLP, fighting.ActionHP
	fLK, fHK       = fighting.ActionLK, fighting.ActionHK
)

// motion queues a motion (directions facing right, mirrored when the
// fighter faces left) ending with button.
func (b *fightingBot) motion(facing int, dirs string, button string) {
	for i, d := range dirs {
		var keys []string
		if facing < 0 {
			d = rune('0' + fighting.Mirror(uint8(d-'0')))
		}
		switch d {
		case '1':
			keys = []string{fD, fL}
		case '2':
			keys = []string{fD}
		case '3':
			keys = []string{fD, fR}
		case '4':
			keys = []string{fL}
		case '6':
			keys = []string{fR}
		}
		if i == len(dirs)-1 {
			keys = append(keys, button)
		}
		b.add(keys)
	}
	b.add(nil)
}

// plan fills the queue from where the game is.
func (b *fightingBot) plan() {
	if b.g == nil {
		b.wait(1)
		return
	}
	var m *fighting.Match
	for _, x := range scenes.Active[fighting.Match](b.g.Scene()) {
		m = x
	}
	var f [2]*fighting.Fighter
	for _, x := range scenes.Active[fighting.Fighter](b.g.Scene()) {
		f[x.Side] = x
	}
	if m == nil || f[0] == nil || f[1] == nil {
		b.wait(1)
		return
	}
	switch {
	case m.Phase == fighting.PhaseTitle && b.stage == 0:
		b.wait(20)
		b.add([]string{fD}, nil, []string{fD}, nil, nil, []string{fighting.ActionStart}, nil)
		b.stage = 1
	case b.stage == 1 && m.Phase == fighting.PhaseFight:
		b.training(m, f[0], f[1])
	case m.Phase == fighting.PhaseTitle && b.stage == 2:
		b.wait(30)
		b.add([]string{fU}, nil, []string{fU}, nil, nil, []string{fighting.ActionStart}, nil)
		b.stage = 3
	case b.stage == 3 && m.Phase == fighting.PhaseFight:
		b.versus(f[0], f[1])
	case b.stage == 3 && m.Phase == fighting.PhaseOver:
		b.wait(90)
		b.add([]string{fighting.ActionStart}, nil)
		b.stage = 4
	default:
		b.wait(1)
	}
}

// training does the specials and combos on the dummy, then goes back to
// the title.
func (b *fightingBot) training(m *fighting.Match, me, o *fighting.Fighter) {
	if me.Move >= 0 || me.Stun > 0 || me.Air {
		b.wait(1)
		return
	}
	dist := o.X - me.X
	if dist < 0 {
		dist = -dist
	}
	switch b.combos {
	case 0, 2, 4, 6, 8:
		if dist > 90 {
			b.hold(min(dist-80, 60)/4, fR)
			return
		}
	}
	switch b.combos {
	case 0: // jab, cancelled into a fireball
		b.add([]string{fLP}, nil, nil, nil, nil)
		b.motion(me.Facing, "236", fLP)
		b.wait(60)
	case 1: // a fireball from afar
		b.hold(30, fL)
		b.motion(me.Facing, "236", fHP)
		b.wait(60)
	case 2: // a dragon punch, then a juggle
		b.motion(me.Facing, "623", fHP)
		b.wait(50)
	case 3: // the super
		b.motion(me.Facing, "236236", fHP)
		b.wait(90)
	case 4: // the dummy blocks: a jab on block, then a sweep
		b.add([]string{fighting.ActionStart}, nil)
		b.add([]string{fLP}, nil)
		b.wait(30)
		b.add([]string{fD}, []string{fD, fHK}, []string{fD})
		b.wait(60)
	case 5: // a hurricane kick
		b.motion(me.Facing, "214", fLK)
		b.wait(60)
	default:
		b.add([]string{fighting.ActionBack}, nil)
		b.stage = 2
		return
	}
	b.combos++
}

// versus plays the computer: close in, a jab cancelled into a fireball or
// a sweep; a dragon punch against a jump; a fireball from afar; block a
// while when it attacks.
func (b *fightingBot) versus(me, o *fighting.Fighter) {
	if me.Move >= 0 || me.Stun > 0 || me.Air || me.Down > 0 {
		b.wait(1)
		return
	}
	dist := o.X - me.X
	back := fL
	if dist < 0 {
		dist, back = -dist, fR
	}
	fwd := fR
	if back == fR {
		fwd = fL
	}
	b.combos++
	switch {
	case o.Air && dist < 140:
		b.motion(me.Facing, "623", fHP)
	case o.Move >= 0 && dist < 160 && b.combos%3 != 0:
		b.hold(12, back, fD)
	case dist > 260 && b.combos%4 == 0:
		b.motion(me.Facing, "236", fLP)
	case dist > 90:
		b.hold(6, fwd)
	case b.combos%2 == 0:
		b.add([]string{fLP}, nil, nil)
		b.motion(me.Facing, "236", fLP)
	case me.Meter >= fighting.MaxMeter:
		b.motion(me.Facing, "236236", fHP)
	default:
		b.add([]string{fD}, []string{fD, fHK}, []string{fD})
	}
}

// fightingRun plays the bot to its end and returns its recorded input and
// the steps it took.
func fightingRun(t *testing.T, lg *hosting.LoadedGame) ([]input.Event, griff.Tick) {
	t.Helper()
	bot := &fightingBot{}
	g, err := lg.NewGame(hosting.Options{Input: bot})
	if err != nil {
		t.Fatal(err)
	}
	bot.g = g
	end := griff.Tick(0)
	for end == 0 || g.Clock().Tick() < end {
		g.Step()
		if bot.stage == 4 && end == 0 {
			for _, m := range scenes.Active[fighting.Match](g.Scene()) {
				if m.Phase == fighting.PhaseTitle {
					end = g.Clock().Tick() + fightingAfter
				}
			}
		}
		if g.Clock().Tick() > 30000 {
			t.Fatalf("the bot never finished: stage %d", bot.stage)
		}
	}
	return bot.events, end
}

// TestFightingTemplatePlaythrough records the fighting template's
// playthrough (training, then a whole match against the computer) and
// replays it at 30, 60 and 144 frames a second to the same fingerprint
// with no problems.
func TestFightingTemplatePlaythrough(t *testing.T) {
	lg, _ := loadTemplate(t, "fighting")
	script, steps := fightingRun(t, lg)
	playthroughAtEveryRate(t, lg, "fighting", script, steps, func(g *runtime.Game, fps int) {
		for _, m := range scenes.Active[fighting.Match](g.Scene()) {
			if m.Phase != fighting.PhaseTitle || m.Mode != fighting.ModeCPU {
				t.Errorf("at %d frames a second: the game ends in %v of mode %d, want the title after a match against the CPU", fps, m.Phase, m.Mode)
			}
			if m.Wins[0] < fighting.RoundsToWin && m.Wins[1] < fighting.RoundsToWin {
				t.Errorf("at %d frames a second: the match ended with wins %v", fps, m.Wins)
			}
			t.Logf("at %d frames a second: %d steps, wins %v", fps, g.Clock().Tick(), m.Wins)
		}
	})
}
