package tests

import (
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/templates"
	"github.com/griffengine/griff/modules/blocks"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// The blocks playthrough goes through both modes of the template. Marathon is
// accepted on the title in step 1 (the scene changes at the beginning of step
// 2) and played by hand: taps and holds of left and right (DAS), turns both
// ways, a hold, a soft drop, then a hard drop every blocksEvery steps until
// the stack tops out; a hard drop a second after the end leaves for the
// title. In step blocksSprint the title's focus goes down to Sprint, accepted
// 10 steps later, and the 40-line sprint is played to its end by a small
// placement bot (blocksBot), whose moves are recorded as the script; the
// playthrough ends blocksAfter steps after the sprint's last line.
const (
	blocksEvery  = 15
	blocksSprint = 600
	blocksAfter  = 90
)

// blocksHand returns the hand-played marathon from step from, hard drops
// until step to.
func blocksHand(from, to griff.Tick) []input.Event {
	f := int(from)
	ev := holds(
		"left", f+10, f+11, "rotateCW", f+14, f+15, "softDrop", f+20, f+50,
		"hardDrop", f+52, f+53,
		"hold", f+60, f+61, "right", f+64, f+90, "rotateCCW", f+70, f+71, "hardDrop", f+95, f+96,
		"left", f+100, f+130, "hardDrop", f+132, f+133,
	)
	for t := from + 150; t < to; t += blocksEvery {
		ev = append(ev, tap(t, blocks.ActionHardDrop)...)
	}
	return ev
}

// blocksFixed is the part of the script written by hand.
func blocksFixed() []input.Event {
	return sortedEvents(slices.Concat(
		tap(1, "UIAccept"),
		blocksHand(2, blocksSprint-20),
		tap(blocksSprint, "UIDown"), tap(blocksSprint+10, "UIAccept"),
	))
}

// blocksBot plays the game it watches: the hand-written events, plus, in a
// marathon that is over, a hard drop (back to the title) every 30 steps, and
// in a sprint, for each new piece, the turns and moves to the place a
// greedy search picks (then a hard drop), one tap every two steps. It
// records every event it gives.
type blocksBot struct {
	g       *runtime.Game
	fixed   *input.Script
	plan    []string
	entered int
	release string
	next    griff.Tick
	events  []input.Event
}

func (b *blocksBot) Events(tick griff.Tick, dst []input.Event) []input.Event {
	n := len(dst)
	dst = b.fixed.Events(tick, dst)
	if b.release != "" {
		dst = append(dst, input.Event{Tick: tick, Action: b.release})
		b.release = ""
	}
	if a := b.decide(tick); a != "" {
		dst = append(dst, input.Event{Tick: tick, Action: a, Down: true, Value: 1})
		b.release, b.next = a, tick+2
	}
	b.events = append(b.events, dst[n:]...)
	return dst
}

// decide returns the action to press in step tick, or "".
func (b *blocksBot) decide(tick griff.Tick) string {
	if tick < b.next {
		return ""
	}
	for _, w := range scenes.All[blocks.Well](b.g.Scene()) {
		switch {
		case w.Over && w.Mode == blocks.ModeMarathon && tick%30 == 0:
			return blocks.ActionHardDrop
		case w.Over || w.Mode != blocks.ModeSprint || w.Piece.Kind == blocks.KindNone:
			return ""
		case w.Entered != b.entered:
			b.entered, b.plan = w.Entered, planPiece(w)
		}
		if len(b.plan) > 0 {
			a := b.plan[0]
			b.plan = b.plan[1:]
			return a
		}
	}
	return ""
}

// planPiece picks where w's piece goes: of every rotation and column it can
// be hard-dropped to (turned at the top, where nothing is in the way), the
// one whose field scores best by Yiyuan Lee's weights (lines cleared, minus
// aggregate height, holes and bumpiness), in integers so every machine picks
// the same; it returns the taps that take it there.
func planPiece(w *blocks.Well) []string {
	p := w.Piece
	best, bestScore := []string(nil), 0
	for r := range 4 {
		for x := -3; x < blocks.Width; x++ {
			q := blocks.Piece{Kind: p.Kind, Rot: blocks.Rotation(r), X: x, Y: p.Y}
			if !botFits(w.Cells, q) {
				continue
			}
			for botFits(w.Cells, blocks.Piece{Kind: q.Kind, Rot: q.Rot, X: q.X, Y: q.Y - 1}) {
				q.Y--
			}
			s := botScore(w.Cells, q)
			if best == nil || s > bestScore {
				best, bestScore = botTaps(r, x-p.X), s
			}
		}
	}
	return best
}

func botTaps(r, dx int) []string {
	var out []string
	switch r {
	case 1, 2:
		out = slices.Repeat([]string{blocks.ActionRotateCW}, r)
	case 3:
		out = []string{blocks.ActionRotateCCW}
	}
	for ; dx < 0; dx++ {
		out = append(out, blocks.ActionLeft)
	}
	for ; dx > 0; dx-- {
		out = append(out, blocks.ActionRight)
	}
	return append(out, blocks.ActionHardDrop)
}

func botFits(cells []byte, p blocks.Piece) bool {
	for _, c := range p.Cells() {
		if c.X < 0 || c.X >= blocks.Width || c.Y < 0 || (c.Y < blocks.Height && cells[c.Y*blocks.Width+c.X] != 0) {
			return false
		}
	}
	return true
}

// botScore is the field's worth with p placed.
func botScore(cells []byte, p blocks.Piece) int {
	f := slices.Clone(cells)
	for _, c := range p.Cells() {
		if c.Y < blocks.Height {
			f[c.Y*blocks.Width+c.X] = 1
		}
	}
	lines := 0
	for y := blocks.Height - 1; y >= 0; y-- {
		if !slices.Contains(f[y*blocks.Width:(y+1)*blocks.Width], 0) {
			f = slices.Delete(f, y*blocks.Width, (y+1)*blocks.Width)
			f = append(f, make([]byte, blocks.Width)...)
			lines++
		}
	}
	var heights [blocks.Width]int
	holes := 0
	for x := range blocks.Width {
		for y := blocks.Height - 1; y >= 0; y-- {
			if f[y*blocks.Width+x] != 0 && heights[x] == 0 {
				heights[x] = y + 1
			} else if f[y*blocks.Width+x] == 0 && heights[x] > 0 {
				holes++
			}
		}
	}
	agg, bump := 0, 0
	for x, h := range heights {
		agg += h
		if x > 0 {
			bump += max(h-heights[x-1], heights[x-1]-h)
		}
	}
	return 760*lines - 510*agg - 357*holes - 184*bump
}

// blocksRun plays the template with the bot until the sprint has been over
// for blocksAfter steps, and returns the script it played and the steps.
func blocksRun(t *testing.T, lg *hosting.LoadedGame) ([]input.Event, griff.Tick) {
	t.Helper()
	bot := &blocksBot{fixed: input.NewScript(blocksFixed()), entered: -1}
	g, err := lg.NewGame(hosting.Options{Input: bot})
	if err != nil {
		t.Fatal(err)
	}
	bot.g = g
	end := griff.Tick(0)
	for end == 0 || g.Clock().Tick() < end {
		g.Step()
		for _, w := range scenes.All[blocks.Well](g.Scene()) {
			if w.Mode == blocks.ModeSprint && w.Over && end == 0 {
				end = g.Clock().Tick() + blocksAfter
			}
		}
		if g.Clock().Tick() > 20000 {
			t.Fatal("the sprint never ended")
		}
	}
	return bot.events, end
}

// TestBlocksTemplatePlaythrough records the blocks template's playthrough and
// replays it at 30, 60 and 144 frames a second to the same fingerprint with
// no problems, ending on a finished 40-line sprint.
func TestBlocksTemplatePlaythrough(t *testing.T) {
	lg, _ := loadTemplate(t, "blocks")
	script, steps := blocksRun(t, lg)
	playthroughAtEveryRate(t, lg, "blocks", script, steps, func(g *runtime.Game, fps int) {
		checkSprintFinished(t, g, fps)
	})
}

// checkSprintFinished checks the game ends on a won sprint: 40 lines or a
// few more, the timer stopped at a time worked out from its steps.
func checkSprintFinished(t *testing.T, g *runtime.Game, fps int) {
	t.Helper()
	if !strings.HasSuffix(g.Scene().Name(), "sprint.json") {
		t.Fatalf("at %d frames a second: the playthrough ends in scene %s, want the sprint", fps, g.Scene().Name())
	}
	w := scenes.Get[blocks.Well](g.Scene().Find("Well"))
	if w == nil || !w.Over || !w.Won || w.Lines < 40 || w.Lines > 43 {
		t.Fatalf("at %d frames a second: the sprint ends %+v, want won with 40 to 43 lines", fps, w)
	}
	want := "FINISHED\n" + blocks.Clock(w.Steps, g.Clock().StepRate())
	if msg := scenes.Get[visual.Text](g.Scene().Find("Well/View/Message")); msg == nil || msg.Text != want {
		t.Errorf("at %d frames a second: the message reads %+v, want %q", fps, msg, want)
	}
}

// TestBlocksMarathonTopsOut plays the script's marathon: it tops out, and the
// hard drop after it goes back to the title.
func TestBlocksMarathonTopsOut(t *testing.T) {
	tm, _ := templates.Lookup("blocks")
	lg, err := hosting.Load(tm.Files, "blocks")
	if err != nil {
		t.Fatal(err)
	}
	g, err := lg.NewGame(hosting.Options{Input: input.NewScript(blocksFixed())})
	if err != nil {
		t.Fatal(err)
	}
	var over *blocks.Well
	for g.Clock().Tick() < blocksSprint-20 {
		g.Step()
		e := g.Scene().Find("Well")
		if e == nil {
			continue
		}
		if w := scenes.Get[blocks.Well](e); w != nil && w.Over {
			over = w
			break
		}
	}
	if over == nil || over.Won || over.Pieces < 8 || over.Score == 0 {
		t.Fatalf("the marathon ends %+v, want a top-out after some pieces", over)
	}
	if s := over.Score; s <= 2*over.Pieces {
		t.Errorf("score %d for %d pieces: want drop points and more", s, over.Pieces)
	}
}
