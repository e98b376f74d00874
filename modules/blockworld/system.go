package blockworld

import (
	"fmt"
	"strconv"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// StepBlockworld is the module's one step (logic, before
// runtime.StepPhysics): it loads and unloads chunks around the miner, lets
// the miner dig and place, moves sand and water, and keeps the time of day.
var StepBlockworld = runtime.NewStep("Blockworld")

// Systems returns a new block world system for one game (the module's one
// system). Give it to runtime.NewGame after the built-in systems (it needs
// their items service); a project naming "blockworld" gets it from the
// host.
func Systems() []runtime.System { return []runtime.System{&system{}} }

// system is the block world system. Its state is all in the components;
// what it keeps is this step's view of the loaded chunks and scratch
// memory, rebuilt each step.
type system struct {
	game    *runtime.Game    `griff:"-"`
	items   items.Items      `griff:"-"`
	records saves.Records    `griff:"-"`
	chunks  []*loaded        `griff:"-"`
	slots   []loaded         `griff:"-"` // what chunks point into, reused`
	last    *loaded          `griff:"-"`
	dropped []*scenes.Entity `griff:"-"`
	queue   []point          `griff:"-"`
	moved   []bool           `griff:"-"`
	touched []point          `griff:"-"`
	buf     []byte           `griff:"-"`
	text    []byte           `griff:"-"`
	dim     int              `griff:"-"`
	near    []int            `griff:"-"` // the miners' chunk columns`
	we      *scenes.Entity   `griff:"-"` // this step's World entity, which warnings about chunks name`
}

func (*system) Name() string { return "Blockworld" }

func (s *system) Setup(g *runtime.Game) error {
	s.game = g
	var ok bool
	if s.items, ok = runtime.LookupService[items.Items](g); !ok {
		return fmt.Errorf("blockworld: the game has no items system (runtime/items): give it the built-in systems")
	}
	g.AddStep(StepBlockworld, runtime.Before(runtime.StepPhysics), s.step)
	return nil
}

// step is StepBlockworld.
func (s *system) step(g *runtime.Game) {
	s.dropped = s.dropped[:0]
	if s.records == nil {
		// Looked up here, not in Setup: the host may set the saves system
		// up after the modules'.
		s.records, _ = runtime.LookupService[saves.Records](g)
	}
	for we, w := range scenes.Active[World](g.Scene()) {
		s.world(g, we, w)
		return
	}
}

// world plays one step of the world w on entity we.
func (s *system) world(g *runtime.Game, we *scenes.Entity, w *World) {
	s.we = we
	s.index(we)
	if !w.Started {
		w.Started = true
		for me, m := range scenes.Active[Miner](g.Scene()) {
			checkHotbar(g, me, m)
		}
		if w.Radius > MaxRadius {
			g.Problems().Warn(we, "Blockworld.World", "radius %d is more than %d chunk columns; loading %d", w.Radius, MaxRadius, MaxRadius)
		}
		if w.Seed == 0 {
			w.Seed = g.Rand().Uint64()
		}
		x := SpawnColumn(w.Seed)
		for me := range scenes.Active[Miner](g.Scene()) {
			me.Transform().Teleport(griff.V(float64(x*TileSize+TileSize/2), float64(Surface(w.Seed, x)*TileSize-TileSize)))
		}
	}
	day := w.DaySteps
	if day <= 0 {
		day = DefaultDaySteps
	}
	w.Time = max(w.Time, 0)
	newDim := Dim(w.Time, day)
	s.dim = w.Dim
	s.near = s.near[:0]
	for me := range scenes.ActiveRead[Miner](g.Scene()) {
		cx, _ := floorDiv(int(floorF(me.Transform().Position()[0]/TileSize)), ChunkSize)
		s.near = append(s.near, cx)
	}
	if len(s.near) == 0 {
		s.near = append(s.near, 0)
	}
	s.stream(we, w)
	if newDim != w.Dim {
		w.Dim, s.dim = newDim, newDim
		s.shadeAll()
	}
	for me, m := range scenes.ActiveRead[Miner](g.Scene()) {
		was := *m
		s.mine(g, me, m)
		if !sameMiner(&was, m) {
			me.MarkChanged()
		}
	}
	s.settle(w.Time)
	s.showClock(g.Scene(), w.Time, day)
	w.Time++
}

// showClock writes the day and the hour into the text of the root entity
// named "Clock", marking it only when the text changes: "Day 1  06:00" at
// step 0, a day of day steps running from 06:00
// to 06:00 (dusk, 45% to 55% of the day, is 16:48 to 19:12).
func (s *system) showClock(sc *scenes.Scene, t, day int) {
	e := root(sc, "Clock")
	if e == nil {
		return
	}
	txt := scenes.Read[visual.Text](e)
	if txt == nil {
		return
	}
	mins := (t%day*1440/day + 360) % 1440
	b := append(s.text[:0], "Day "...)
	b = strconv.AppendInt(b, int64(t/day+1), 10)
	b = append(b, "  "...)
	b = append(b, byte('0'+mins/600), byte('0'+mins/60%10), ':', byte('0'+mins%60/10), byte('0'+mins%10))
	s.text = b
	if string(b) != txt.Text {
		e.MarkChanged()
		txt.Text = string(b)
	}
}

// floorF is x rounded down, kept within ±2³⁰ so a body thrown far away
// gives a column, not an overflow.
func floorF(x float64) float64 {
	const lim = 1 << 30
	switch {
	case !(x > -lim):
		return -lim
	case x > lim:
		return lim
	}
	f := float64(int64(x))
	if f > x {
		f--
	}
	return f
}

// SpawnColumn is the column the miner starts on in a world of seed seed:
// the first from 0 rightwards with no tree and no water, within 256.
func SpawnColumn(seed uint64) int {
	for x := range 256 {
		if tree(seed, x) == 0 && tree(seed, x+1) == 0 && tree(seed, x-1) == 0 && !beach(Surface(seed, x)) {
			return x
		}
	}
	return 0
}

// NightDim is the sky light taken away at night: sky light 15 becomes 7.
// Minecraft's falls to 4; with light fading into the ground (OpaqueFalloff)
// that left the surface black, where a Terraria night shows it by the moon.
const NightDim = 8

// Dim is the sky light taken away at step t of a day of day steps: none
// for the first 45% of the day, rising to NightDim by 55% (dusk), NightDim
// through the night, falling back to none from 90% to the end (dawn).
func Dim(t, day int) int {
	p := t % day * 1000 / day
	switch {
	case p < 450:
		return 0
	case p < 550:
		return (p - 450) * NightDim / 100
	case p < 900:
		return NightDim
	}
	return (1000 - p) * NightDim / 100
}
