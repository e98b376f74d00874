package tactics

import (
	"fmt"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/grid/sight"
	"github.com/griffengine/griff/runtime/turns"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// What an overlay mark shows, by priority (a later one wins).
const (
	showNone uint8 = iota
	showFog
	showDanger
	showMove
	showAttack
)

var showColors = [...]griff.Color{showFog: colorFog, showDanger: colorDanger, showMove: colorMove, showAttack: colorAttack}

// colorDone tints a unit that has acted this phase.
var colorDone = griff.RGBA(0.45, 0.45, 0.5, 1)

// draw shows the battle as it stands: fog, the ranges of the unit selected
// or under the cursor, the cursor, the units' bars and who is hidden, and
// the texts.
func (s *system) draw(e *scenes.Entity, b *Battle) {
	n := b.Width * b.Height
	s.show = resize(s.show, n)
	clear(s.show)
	s.fog(b)
	s.ranges(b)
	tick := s.game.Clock().Tick()
	for _, c := range e.Children() {
		switch c.Name() {
		case "Marks":
			s.paintMarks(c)
		case "Cursor":
			c.Transform().SetPosition(center(b.Cursor.X(), b.Cursor.Y(), b.cellSize()))
			c.SetActive(b.Phase == SidePlayer && b.Result == "")
		case "Banner":
			c.SetActive(b.Banner != "")
		}
	}
	for _, r := range s.units {
		for _, part := range r.e.Children() {
			switch part.Name() {
			case "Look":
				part.SetActive(r.u.Side == SidePlayer || s.visible(b, r.m.Cell))
				if sp := scenes.Read[visual.Sprite](part); sp != nil {
					tint := griff.RGBA(1, 1, 1, 1)
					if r.u.Done && r.u.Side == b.Phase {
						tint = colorDone
					}
					if sp.Tint.Value() != tint {
						part.MarkChanged()
						sp.Tint.Set(tick, tint)
					}
				}
			case "Bar", "BarBack":
				part.SetActive(r.u.Side == SidePlayer || s.visible(b, r.m.Cell))
				if sh := scenes.Read[visual.Shape](part); sh != nil && part.Name() == "Bar" && r.u.MaxHP > 0 {
					if size := griff.V(b.cellSize()*0.8*float64(r.u.HP)/float64(r.u.MaxHP), 3); sh.Size != size {
						part.MarkChanged()
						sh.Size = size
					}
				}
			}
		}
	}
	s.texts(b)
}

// fog works out what the player's units see (each its Vision, walls and
// mountains blocking) and marks the rest; without fog everything is seen.
func (s *system) fog(b *Battle) {
	n := b.Width * b.Height
	s.seen = resize(s.seen, n)
	if !b.Fog {
		for i := range s.seen {
			s.seen[i] = true
		}
		return
	}
	clear(s.seen)
	if s.view == nil || s.view.Width != b.Width || s.view.Height != b.Height {
		s.view = sight.NewView(b.Width, b.Height)
	}
	opaque := func(x, y int) bool { return terrainRules[s.field.At(grid.C(x, y))].opaque }
	for _, r := range s.units {
		if r.u.Side != SidePlayer {
			continue
		}
		s.view.Compute(r.m.Cell.X(), r.m.Cell.Y(), r.u.Vision, opaque)
		for i, v := range s.view.Seen {
			s.seen[i] = s.seen[i] || v
		}
	}
	for i, v := range s.seen {
		if !v {
			s.show[i] = showFog
		}
	}
}

// ranges marks the ranges shown: the selected unit's move (blue) and the
// cells it can attack beyond it (red); once moved, the cells it can attack
// from where it stands; with nothing selected, the ranges of the visible
// unit under the cursor (an enemy's in orange).
func (s *system) ranges(b *Battle) {
	r := s.unit(b.Selected)
	switch {
	case b.Phase != SidePlayer || b.Result != "":
		return
	case r != nil && b.Mode == ModeSelected:
	case r != nil && b.Mode == ModeActing:
		s.reach(r, r.m.Cell, 0)
		s.mark(r, showAttack, showAttack)
		return
	case b.Mode == ModeIdle:
		if r = s.unitAt(b.Cursor); r == nil || !s.visible(b, r.m.Cell) {
			return
		}
	default:
		return
	}
	s.reach(r, r.m.Cell, r.u.Move)
	move := uint8(showMove)
	if r.u.Side != SidePlayer {
		move = showDanger
	}
	s.mark(r, move, showAttack)
}

// mark marks the last Reach's cells with move and the cells r threatens
// beyond them with attack (not the cells of r's own side's units: no unit
// attacks its own).
func (s *system) mark(r *unitRef, move, attack uint8) {
	s.threat = s.field.Threat(r.u.MinRange, r.u.MaxRange, s.threat)
	own := sideCode(r.u.Side)
	for i := range s.show {
		switch {
		case s.field.dist[i] >= 0 && move != attack:
			s.show[i] = max(s.show[i], move)
		case s.threat[i] && s.field.Side[i] != own:
			s.show[i] = max(s.show[i], attack)
		}
	}
}

// paintMarks shows each overlay mark of marks in its colour, or hides it.
func (s *system) paintMarks(marks *scenes.Entity) {
	for _, c := range marks.Children() {
		m := scenes.Read[Mark](c)
		if m == nil {
			continue
		}
		i := s.field.Index(m.Cell)
		v := showNone
		if i >= 0 {
			v = s.show[i]
		}
		c.SetActive(v != showNone)
		if sh := scenes.Read[visual.Shape](c); sh != nil && v != showNone && sh.Color != showColors[v] {
			c.MarkChanged()
			sh.Color = showColors[v]
		}
	}
}

// texts writes the HUD's texts: the status line, the unit under the
// cursor, the forecast of the attack the cursor points at.
func (s *system) texts(b *Battle) {
	day := 0
	if t, ok := runtime.LookupService[turns.Turns](s.game); ok {
		day = t.Round()
	}
	b.Status = fmt.Sprintf("%s · Turn %d · %s", b.Title, max(day, 1), phaseName(b.Phase))
	if b.Result == ResultWon {
		b.Status = fmt.Sprintf("%s · Victory on turn %d", b.Title, day)
	} else if b.Result == ResultLost {
		b.Status = fmt.Sprintf("%s · Defeat", b.Title)
	}
	b.Info, b.Preview = s.info(b), s.preview(b)
}

// info describes the visible unit under the cursor and the cursor's
// terrain.
func (s *system) info(b *Battle) string {
	t := s.field.At(b.Cursor)
	ground := fmt.Sprintf("%v (def +%d)", t, Defence(t))
	r := s.unitAt(b.Cursor)
	if r == nil || !s.visible(b, r.m.Cell) {
		return ground
	}
	u := r.u
	return fmt.Sprintf("%s the %s · HP %d/%d · Atk %d Def %d · Move %d (%v) · Range %d-%d · on %s",
		u.Name, u.Class, u.HP, u.MaxHP, u.Attack, u.Defence, u.Move, u.Movement, u.MinRange, u.MaxRange, ground)
}

// preview is the forecast of the selected unit attacking the unit under
// the cursor, once it has moved (or from where it would move to).
func (s *system) preview(b *Battle) string {
	a, d := s.unit(b.Selected), s.unitAt(b.Cursor)
	if a == nil || d == nil || d.u.Side == a.u.Side || !s.visible(b, d.m.Cell) || b.Mode != ModeActing ||
		!InRange(a.m.Cell, d.m.Cell, a.u.MinRange, a.u.MaxRange) {
		return ""
	}
	f := Predict(s.fighter(a, a.m.Cell), s.fighter(d, d.m.Cell))
	txt := fmt.Sprintf("%s → %s: %d damage (HP %d → %d)", a.u.Name, d.u.Name, f.Damage, d.u.HP, f.DefenderHP)
	if f.CanCounter {
		txt += fmt.Sprintf(" · counter %d (HP %d → %d)", f.Counter, a.u.HP, f.AttackerHP)
	} else {
		txt += " · no counter"
	}
	return txt
}
