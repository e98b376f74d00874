package tests

import (
	"slices"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/templates"
	"github.com/griffengine/griff/modules/blockworld"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/scenes"
)

// The blockworld playthrough is played by a small bot (blockworldBot) that
// watches the game and holds keys as a player would; its presses are
// recorded as the script. It digs a pit where the miner starts and lights
// it with a torch, walks east past three chunk columns (so the pit's
// chunks are saved and unloaded), digging through trees and jumping up
// steps, then walks back to the pit (its chunks read back) and waits for
// the night.
const (
	blockworldEast  = 3*blockworld.ChunkSize*blockworld.TileSize + 16 // the miner stops in chunk column 3
	blockworldAfter = 240                                             // steps after the miner is back
)

type blockworldBot struct {
	g      *runtime.Game
	held   []string
	events []input.Event
	phase  int
	startX float64
	startY float64
	lastX  float64
	stuck  int
	wait   int
}

func (b *blockworldBot) Events(tick griff.Tick, dst []input.Event) []input.Event {
	n := len(dst)
	want := b.decide()
	slices.Sort(want)
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
	b.held = want
	b.events = append(b.events, dst[n:]...)
	return dst
}

// miner returns the miner's entity and component.
func (b *blockworldBot) miner() (*scenes.Entity, *blockworld.Miner) {
	for e, m := range scenes.Active[blockworld.Miner](b.g.Scene()) {
		return e, m
	}
	return nil, nil
}

// decide returns the actions to hold in the coming step.
func (b *blockworldBot) decide() []string {
	if b.g == nil || b.g.Clock().Tick() < 20 {
		return nil
	}
	e, m := b.miner()
	if e == nil {
		return nil
	}
	p := e.Transform().Position()
	if b.wait > 0 {
		b.wait--
		return nil
	}
	switch b.phase {
	case 0: // dig a pit three deep
		if b.startX == 0 {
			b.startX, b.startY = p[0], p[1]
		}
		if m.Mined >= 3 {
			b.phase, b.wait = 1, 20
			return []string{"slot3"}
		}
		return []string{"dig", "down"}
	case 1: // a torch on the pit's wall, above the head
		if m.Placed >= 1 {
			b.phase, b.wait = 2, 10
			return []string{"slot1"}
		}
		return []string{"place", "up"}
	case 2: // out of the pit
		if p[1] < b.startY-2 && p[0] > b.startX+16 {
			b.phase = 3
		}
		return []string{"jump", "right"}
	case 3: // east
		if p[0] > blockworldEast {
			b.phase, b.wait = 4, 30
			return nil
		}
		return b.walk(p, "right")
	case 4: // back west to the pit
		if p[0] < b.startX+8 {
			b.phase = 5
			return nil
		}
		return b.walk(p, "left")
	}
	return nil
}

// walk holds dir, jumping up a step and digging through what blocks the
// way (a tree, a wall two high, or anything it is stuck on).
func (b *blockworldBot) walk(p griff.Vec, dir string) []string {
	dx := 1
	if dir == "left" {
		dx = -1
	}
	if p[0] == b.lastX {
		b.stuck++
	} else {
		b.stuck = 0
	}
	b.lastX = p[0]
	x, feet := blockworld.TileOf(p[0]+float64(dx*7), p[1]+15)
	_, head := blockworld.TileOf(p[0], p[1]-13)
	at := func(y int) blockworld.Block { bl, _, _ := blockworld.BlockAt(b.g.Scene(), x, y); return bl }
	// k is how high the wall in front stands from the feet up.
	k := 0
	for k < 4 && at(feet-k).Solid() {
		k++
	}
	roof := at(head - 1).Solid()
	act := []string{dir}
	switch {
	case at(feet) == blockworld.Wood || at(head) == blockworld.Wood || b.stuck > 40:
		act = append(act, "dig")
	case k == 0:
	case k <= 3 && !roof && !at(feet-k-1).Solid():
		act = append(act, "jump")
	default:
		act = append(act, "dig")
	}
	if b.stuck > 20 && b.stuck%30 < 10 {
		act = append(act, "jump")
	}
	return act
}

// blockworldRun plays the bot to the end and returns its input and length.
func blockworldRun(t *testing.T, lg *hosting.LoadedGame) ([]input.Event, griff.Tick) {
	t.Helper()
	bot := &blockworldBot{}
	g, err := lg.NewGame(hosting.Options{Input: bot})
	if err != nil {
		t.Fatal(err)
	}
	bot.g = g
	end := griff.Tick(0)
	for end == 0 || g.Clock().Tick() < end {
		g.Step()
		if bot.phase == 5 && end == 0 {
			end = g.Clock().Tick() + blockworldAfter
		}
		if g.Clock().Tick() > 6000 {
			e, _ := bot.miner()
			t.Fatalf("the bot never came back (phase %d, miner at %v)\n%s", bot.phase, e.Transform().Position(), blockworldMap(g, e.Transform().Position()))
		}
	}
	return bot.events, end
}

// TestBlockworldTemplatePlaythrough records the bot's play of the template
// and replays it at 30, 60 and 144 frames a second to one fingerprint.
func TestBlockworldTemplatePlaythrough(t *testing.T) {
	lg, _ := loadTemplate(t, "blockworld")
	script, steps := blockworldRun(t, lg)
	playthroughAtEveryRate(t, lg, "blockworld", script, steps, func(g *runtime.Game, fps int) {
		checkBlockworldEnd(t, g, fps)
	})
}

// checkBlockworldEnd checks the play left what it did: blocks dug and one
// placed, the pit's chunk saved away and read back (the torch is there
// again), and the night come.
func checkBlockworldEnd(t *testing.T, g *runtime.Game, fps int) {
	t.Helper()
	var m *blockworld.Miner
	for _, x := range scenes.Active[blockworld.Miner](g.Scene()) {
		m = x
	}
	var w *blockworld.World
	for _, x := range scenes.Active[blockworld.World](g.Scene()) {
		w = x
	}
	if m == nil || w == nil {
		t.Fatalf("at %d frames a second: no miner or world", fps)
	}
	if m.Mined < 3 || m.Placed != 1 {
		t.Errorf("at %d frames a second: mined %d, placed %d; want 3 or more and 1", fps, m.Mined, m.Placed)
	}
	if len(w.Kept)+len(w.Stored) == 0 {
		t.Errorf("at %d frames a second: no chunk was saved away", fps)
	}
	torches := 0
	for y := range blockworld.WorldHeight {
		for x := -40; x < 40; x++ {
			if b, _, _ := blockworld.BlockAt(g.Scene(), x, y); b == blockworld.Torch {
				torches++
			}
		}
	}
	if torches != 1 {
		t.Errorf("at %d frames a second: %d torches by the start, want the one placed", fps, torches)
	}
	if day := w.DaySteps; w.Dim != blockworld.Dim(w.Time-1, day) || w.Time < day*9/10 {
		t.Errorf("at %d frames a second: the world ends at time %d of a %d-step day with dim %d: no night passed", fps, w.Time, day, w.Dim)
	}
	t.Logf("at %d frames a second: %d steps, mined %d, time %d, dim %d, %d kept, %d stored", fps, g.Clock().Tick(), m.Mined, w.Time, w.Dim, len(w.Kept), len(w.Stored))
}

// blockworldMap draws the tiles around world point p as text, for a
// failure's message.
func blockworldMap(g *runtime.Game, p griff.Vec) string {
	cx, cy := blockworld.TileOf(p[0], p[1])
	var b []byte
	for y := cy - 8; y <= cy+6; y++ {
		for x := cx - 20; x <= cx+20; x++ {
			bl, w, ok := blockworld.BlockAt(g.Scene(), x, y)
			c := ".GDSsgwWLCITBP"[bl]
			switch {
			case !ok:
				c = '?'
			case x == cx && y == cy:
				c = '@'
			case bl == blockworld.Water:
				c = '0' + w
			}
			b = append(b, c)
		}
		b = append(b, '\n')
	}
	return string(b)
}

// TestBlockworldUnloadChangesNothing plays the recorded input twice: as
// the template is (the pit's chunks unloaded on the way east, saved and
// read back, into a memory save store) and with a radius that keeps every
// chunk visited loaded. Every chunk loaded at the end holds the same
// blocks, water and light in both, and the miner ends in the same place.
func TestBlockworldUnloadChangesNothing(t *testing.T) {
	tm, _ := templates.Lookup("blockworld")
	lg, err := hosting.Load(tm.Files, "blockworld")
	if err != nil {
		t.Fatal(err)
	}
	r := recordedInput("blockworld")
	play := func(radius int, store bool) *runtime.Game {
		opts := hosting.Options{Input: input.NewScript(r.events)}
		if store {
			opts.Saves = &saves.MemoryStore{}
		}
		g, err := lg.NewGame(opts)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range scenes.Active[blockworld.World](g.Scene()) {
			w.Radius = radius
		}
		for g.Clock().Tick() < r.steps {
			g.Step()
		}
		return g
	}
	a, b := play(0, true), play(5, false)
	var wa *blockworld.World
	for _, w := range scenes.Active[blockworld.World](a.Scene()) {
		wa = w
	}
	if len(wa.Stored) == 0 {
		t.Fatal("no chunk went through the save store")
	}
	chunks := func(g *runtime.Game) map[[2]int]*blockworld.Chunk {
		m := map[[2]int]*blockworld.Chunk{}
		for _, c := range scenes.Active[blockworld.Chunk](g.Scene()) {
			m[[2]int{c.X, c.Y}] = c
		}
		return m
	}
	ca, cb := chunks(a), chunks(b)
	same := 0
	for k, x := range ca {
		y, ok := cb[k]
		if !ok {
			t.Errorf("chunk %v is loaded only with unloading", k)
			continue
		}
		if !slices.Equal(x.Blocks, y.Blocks) || !slices.Equal(x.Water, y.Water) || !slices.Equal(x.Sky, y.Sky) || !slices.Equal(x.Glow, y.Glow) {
			t.Errorf("chunk %v differs between the two plays", k)
		}
		same++
	}
	pa, pb := a.Scene().Find("Miner").Transform().Position(), b.Scene().Find("Miner").Transform().Position()
	if pa != pb {
		t.Errorf("the miner ends at %v with unloading, %v without", pa, pb)
	}
	t.Logf("%d chunks compared; %d chunks in the store", same, len(wa.Stored))
}
