package tests

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/rhythm"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// rhythmAfter is how many steps the playthrough goes on after the Hard
// chart's results show.
const rhythmAfter = 60

// rhythmBot plays the rhythm template: Easy from the title menu, played by
// rhythm.Autoplay (every press at its note's exact moment, with at= in the
// recording), a lane press on the results to go back, then Hard the same
// way. The events it makes are kept as the playthrough's script.
type rhythmBot struct {
	g      *runtime.Game
	auto   rhythm.Autoplay
	stage  int // 0 title, 1 Easy, 2 title again, 3 Hard, 4 done
	wait   griff.Tick
	up     []input.Event
	events []input.Event
}

func (b *rhythmBot) Events(tick griff.Tick, dst []input.Event) []input.Event {
	n := len(dst)
	for _, e := range b.up {
		e.Tick = tick
		dst = append(dst, e)
	}
	b.up = b.up[:0]
	dst = b.auto.Events(tick, dst)
	if a := b.decide(tick); a != "" {
		dst = append(dst, input.Event{Tick: tick, Action: a, Down: true, Value: 1})
		b.up = append(b.up, input.Event{Action: a})
	}
	b.events = append(b.events, dst[n:]...)
	return dst
}

// decide returns the action to press in step tick, or "".
func (b *rhythmBot) decide(tick griff.Tick) string {
	l := rhythmLanes(b.g)
	if l == nil { // the title
		switch {
		case b.stage == 0 && tick >= 10:
			b.stage = 1
			return "UIAccept"
		case b.stage == 2 && b.wait == 0:
			b.wait = tick + 10
			return "UIDown"
		case b.stage == 2 && tick >= b.wait:
			b.stage = 3
			return "UIAccept"
		}
		return ""
	}
	if (b.stage == 1 || b.stage == 3) && l.Over && l.OverFor >= rhythm.ExitWait {
		b.stage++
		if b.stage == 4 {
			return ""
		}
		return rhythm.LaneAction(0)
	}
	return ""
}

// rhythmLanes returns the scene's Lanes, or nil (asking by name would warn
// on the title).
func rhythmLanes(g *runtime.Game) *rhythm.Lanes {
	for _, l := range scenes.All[rhythm.Lanes](g.Scene()) {
		return l
	}
	return nil
}

// rhythmRun plays the template with the bot until the Hard chart's results
// have shown for rhythmAfter steps, and returns the script and the steps.
func rhythmRun(t *testing.T, lg *hosting.LoadedGame) ([]input.Event, griff.Tick) {
	t.Helper()
	bot := &rhythmBot{}
	g, err := lg.NewGame(hosting.Options{Input: bot})
	if err != nil {
		t.Fatal(err)
	}
	bot.g, bot.auto.Game = g, g
	end := griff.Tick(0)
	for end == 0 || g.Clock().Tick() < end {
		g.Step()
		if bot.stage == 4 && end == 0 {
			end = g.Clock().Tick() + rhythmAfter
		}
		if g.Clock().Tick() > 60*90 {
			t.Fatalf("the playthrough did not end (stage %d)", bot.stage)
		}
	}
	return bot.events, end
}

// TestRhythmTemplatePlaythrough records the rhythm template's playthrough
// (Easy, then Hard, played perfectly by presses carrying at= times) and
// replays it at 30, 60 and 144 frames a second to the same fingerprint
// with no problems, ending on the Hard chart's results: every judgement
// Perfect, a million points, grade SS.
func TestRhythmTemplatePlaythrough(t *testing.T) {
	lg, _ := loadTemplate(t, "rhythm")
	script, steps := rhythmRun(t, lg)
	ats := 0
	for _, e := range script {
		if e.At != 0 {
			ats++
		}
	}
	if ats < 100 {
		t.Errorf("the script has %d events with an at= time, want the notes' presses", ats)
	}
	playthroughAtEveryRate(t, lg, "rhythm", script, steps, func(g *runtime.Game, fps int) {
		checkRhythmResults(t, g, fps)
	})
}

// checkRhythmResults checks the game ends on the Hard chart's results, all
// Perfect.
func checkRhythmResults(t *testing.T, g *runtime.Game, fps int) {
	t.Helper()
	e := g.Scene().Find("Lanes")
	if !strings.HasSuffix(g.Scene().Name(), "hard.json") || e == nil {
		t.Fatalf("at %d frames a second: the playthrough ends in scene %s, want hard", fps, g.Scene().Name())
	}
	l := scenes.Get[rhythm.Lanes](e)
	c := rhythm.Of(g).Chart(e)
	if !l.Over || c == nil || l.Perfect != c.Judgements() || l.Score != rhythm.MaxScore {
		t.Fatalf("at %d frames a second: the Hard chart ends %d perfect of %d, score %d, over %v", fps, l.Perfect, c.Judgements(), l.Score, l.Over)
	}
	res := scenes.Get[visual.Text](g.Scene().Find("Lanes/View/Results"))
	if res == nil || !strings.Contains(res.Text, "GRADE SS") || !strings.Contains(res.Text, "SCORE 1000000") {
		t.Errorf("at %d frames a second: the results read %+v", fps, res)
	}
}
