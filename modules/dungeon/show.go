package dungeon

import (
	"strconv"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// show works out what the hero sees (when it moved to another cell, or its
// sight changed) and writes the fog, which monsters are drawn, and the
// texts.
//
// The view is a cache (not state) of the hero's cell, the floor and the
// sight, so it is worked out again after a restore (Restored): the
// restored game's hero may step next into the cell the view was last
// worked out for, later in the game, and the fog would then miss what it
// sees there. Working it out again where nothing changed gives the same
// view and adds nothing to the explored cells.
func (p *play) show() {
	if p.mapE == nil || p.hero == nil || p.r.Built != p.r.Depth {
		return
	}
	s := p.s
	if !s.seenOK || s.seenAt != p.hm.Cell || s.seenSight != p.r.sight() {
		s.seenAt, s.seenSight, s.seenOK = p.hm.Cell, p.r.sight(), true
		f := p.f
		s.view.Compute(p.hm.Cell.X(), p.hm.Cell.Y(), p.r.sight(), func(x, y int) bool { return !f.Tiles[y*f.Width+x].Open() })
		p.fog()
	}
	for _, e := range p.monsters {
		m, mv := scenes.Read[Monster](e), scenes.Read[grid.Mover](e) // marked below if seen changes
		seen := s.view.Visible(mv.Cell.X(), mv.Cell.Y()) || s.view.Visible(mv.From.X(), mv.From.Y())
		if seen != m.Seen {
			e.MarkChanged()
			m.Seen = seen
			if sp := scenes.Get[visual.Sprite](e); sp != nil {
				sp.Tint.Set(p.g.Clock().Tick(), shownTint(seen))
			}
		}
	}
	p.texts()
}

// shownTint is the tint of a monster seen (as drawn) or not (transparent).
func shownTint(seen bool) griff.Color {
	if seen {
		return griff.RGBA(1, 1, 1, 1)
	}
	return griff.RGBA(1, 1, 1, 0)
}

// fog adds what the hero sees to the run's explored cells and writes the
// fog tilemap: nothing over what is seen, a dim tile over what was, dark
// over the rest.
func (p *play) fog() {
	v, r := p.s.view, p.r
	fogE := child(p.mapE, "Fog")
	if fogE == nil || len(r.Explored) != len(v.Seen) {
		return
	}
	tm := scenes.Get[visual.Tilemap](fogE)
	tm.Width, tm.Cells = p.f.Width, slicesResize(tm.Cells, len(v.Seen))
	for i, seen := range v.Seen {
		r.Explored[i] = r.Explored[i] || seen
		switch {
		case seen:
			tm.Cells[i] = 0
		case r.Explored[i]:
			tm.Cells[i] = tileDim
		default:
			tm.Cells[i] = tileDark
		}
	}
}

// child returns e's child called name, or nil.
func child(e *scenes.Entity, name string) *scenes.Entity {
	for _, c := range e.Children() {
		if c.Name() == name {
			return c
		}
	}
	return nil
}

// texts writes the status line, the log and the run's summary into the
// Run's Griff.Text children "Status", "Log" and "Summary" (those there),
// and shows the child "SummaryBack" while there is a summary.
func (p *play) texts() {
	r, h := p.r, p.h
	b := p.s.buf[:0]
	b = append(b, "Floor "...)
	b = strconv.AppendInt(b, int64(r.Depth), 10)
	b = append(b, '/')
	b = strconv.AppendInt(b, int64(r.floors()), 10)
	b = append(b, "   HP "...)
	b = strconv.AppendInt(b, int64(h.HP), 10)
	b = append(b, '/')
	b = strconv.AppendInt(b, int64(h.MaxHP), 10)
	b = append(b, "   Level "...)
	b = strconv.AppendInt(b, int64(h.Level), 10)
	if inv := p.s.items.Inventory(p.hero); inv != nil {
		b = append(b, "   Gold "...)
		b = strconv.AppendInt(b, int64(inv.Count(ItemGold)), 10)
		b = append(b, "   Potions "...)
		b = strconv.AppendInt(b, int64(inv.Count(ItemPotion)), 10)
	}
	b = setText(p.e, "Status", b)
	b = b[:0]
	for i, line := range r.Log {
		if i > 0 {
			b = append(b, '\n')
		}
		b = append(b, line...)
	}
	b = setText(p.e, "Log", b)
	b = p.summary(b[:0])
	if back := child(p.e, "SummaryBack"); back != nil && back.Active() != (len(b) > 0) {
		back.SetActive(len(b) > 0)
	}
	p.s.buf = setText(p.e, "Summary", b)
}

// summary appends the run's summary once it is over: how it ended, the
// floor, turns, kills and gold.
func (p *play) summary(b []byte) []byte {
	r := p.r
	switch r.Phase {
	case PhaseDead:
		b = append(b, "Slain by a "...)
		b = append(b, r.KilledBy...)
		b = append(b, " on floor "...)
		b = strconv.AppendInt(b, int64(r.Depth), 10)
	case PhaseWon:
		b = append(b, "You escaped the dungeon!"...)
	default:
		return b
	}
	b = append(b, "\n"...)
	b = strconv.AppendInt(b, int64(r.Turns), 10)
	b = append(b, " turns, "...)
	b = strconv.AppendInt(b, int64(r.Kills), 10)
	b = append(b, " monsters slain, level "...)
	b = strconv.AppendInt(b, int64(p.h.Level), 10)
	if inv := p.s.items.Inventory(p.hero); inv != nil {
		b = append(b, ", "...)
		b = strconv.AppendInt(b, int64(inv.Count(ItemGold)), 10)
		b = append(b, " gold"...)
	}
	return append(b, "\nEnter: a new run"...)
}

// setText sets the text of e's child name to text if it differs (so an
// unchanged text makes no garbage), and returns text for reuse.
func setText(e *scenes.Entity, name string, text []byte) []byte {
	c := child(e, name)
	if c == nil {
		return text
	}
	if t := scenes.Read[visual.Text](c); t != nil && t.Text != string(text) {
		c.MarkChanged()
		t.Text = string(text)
	}
	return text
}
