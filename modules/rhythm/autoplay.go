package rhythm

import (
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// Autoplay is an input source that plays every Lanes of its game
// perfectly (osu!'s "Auto" mod): it presses each note's lane at the note's
// exact time, as the step it falls in and the moment within that step
// (input.Event.At, to 1/1024 of a step), lets a tap go the next step, and
// lets a hold go at its tail. Other input comes from Then. Its game is set
// after the game is made (the source is needed to make it). Record mode's
// Lanes are left alone. Tests and demos use it; its events, recorded, are a
// playthrough.
type Autoplay struct {
	// Game is the game it watches.
	Game *runtime.Game
	// Then gives the events it does not make (menus); nil gives none.
	Then input.Source
	// Player is the player it presses for.
	Player int

	up      []input.Event // releases for the next step
	pressed map[int]bool  // chart notes pressed (by index)
	chart   *Chart        // the chart those are of
}

// Events returns Then's events for step tick and the presses and releases
// of the notes that fall in it. It must be called by the game's runtime,
// after its clock advanced to the end of step tick.
func (a *Autoplay) Events(tick griff.Tick, dst []input.Event) []input.Event {
	if a.Then != nil {
		dst = a.Then.Events(tick, dst)
	}
	for _, e := range a.up {
		e.Tick = tick
		dst = append(dst, e)
	}
	a.up = a.up[:0]
	if a.Game == nil {
		return dst
	}
	for e, l := range runtime.EachRead[Lanes](a.Game) { // read only
		if l.Input == a.Player && !l.Record && l.Started {
			dst = a.play(tick, e, l, dst)
		}
	}
	return dst
}

// play adds the events of the notes of l that fall in step tick.
func (a *Autoplay) play(tick griff.Tick, e *scenes.Entity, l *Lanes, dst []input.Event) []input.Event {
	sys, ok := runtime.LookupService[Rhythm](a.Game)
	if !ok {
		return dst
	}
	s := sys.(*system)
	c := s.charts[l.Chart].c
	if c == nil || !l.ready(c.Lanes) {
		return dst
	}
	if a.chart != c || a.pressed == nil {
		a.chart, a.pressed = c, map[int]bool{}
	}
	tr := s.track(e, c)
	origin := s.origin(tr)
	clk := a.Game.Clock()
	end, delta := time.Duration(clk.Now()), clk.Delta()
	start := end - delta
	for i := range c.Lanes {
		for k := max(l.Cursor[i], 0); k < len(c.ByLane[i]) && k <= l.Cursor[i]+1; k++ {
			n := c.ByLane[i][k]
			no := c.Notes[n]
			if t := origin + no.At; !a.pressed[n] && t >= start && t < end {
				a.pressed[n] = true
				dst = append(dst, input.Event{Tick: tick, Player: a.Player, Action: laneActions[i], Down: true, Value: 1, At: atOf(t-start, delta)})
				if !no.Hold() {
					a.up = append(a.up, input.Event{Player: a.Player, Action: laneActions[i]})
				}
			}
			if t := origin + no.EndAt; no.Hold() && a.pressed[n] && t >= start && t < end {
				dst = append(dst, input.Event{Tick: tick, Player: a.Player, Action: laneActions[i], At: atOf(t-start, delta)})
			}
		}
	}
	return dst
}

// atOf returns d, a time into a step of length delta, in steps: rounded
// to 1/input.AtResolution, below 1 (a time rounded up to the next step's
// start is put a 1024th before it).
func atOf(d, delta time.Duration) float64 {
	k := (int64(d)*input.AtResolution + int64(delta)/2) / int64(delta)
	k = min(k, input.AtResolution-1)
	return float64(k) / input.AtResolution
}
