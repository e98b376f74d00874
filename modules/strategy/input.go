package strategy

import (
	"slices"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/grid"
)

// minimap returns the minimap's place on the screen (pixels) and its
// scale (pixels a tile).
func (m *Match) minimap() (x, y, w, h, scale int) {
	vw, vh := m.view()
	scale = max(min(160/max(m.Width, 1), 120/max(m.Height, 1)), 1)
	w, h = m.Width*scale, m.Height*scale
	return vw - w - 8, vh - h - 8, w, h, scale
}

// clampCam keeps the camera on the map.
func (s *system) clampCam(ui *UI) {
	w, h := s.m.view()
	ui.Cam[0] = max(min(ui.Cam[0], s.m.Width*Tile-w), 0)
	ui.Cam[1] = max(min(ui.Cam[1], s.m.Height*Tile-h), 0)
}

// readUI reads player's input into their view (camera, selection,
// groups, ghost) and into commands for side's units.
func (s *system) readUI(g *runtime.Game, ui *UI, side int) {
	in := g.Input()
	p := min(max(side, 0), 7)
	if pt := in.Pointer(p); pt.Known {
		ui.Pointer, ui.Known = [2]int{int(pt.X), int(pt.Y)}, true
	}
	s.scroll(g, ui, p)
	wx, wy := ui.Cam[0]+ui.Pointer[0], ui.Cam[1]+ui.Pointer[1]
	mx, my, mw, mh, sc := s.m.minimap()
	onMini := ui.Known && ui.Pointer[0] >= mx && ui.Pointer[1] >= my && ui.Pointer[0] < mx+mw && ui.Pointer[1] < my+mh
	if onMini {
		wx, wy = (ui.Pointer[0]-mx)*Tile/sc, (ui.Pointer[1]-my)*Tile/sc
	}
	if in.Pressed(p, ActionCancel) {
		ui.Placing, ui.Aiming = "", false
	}
	s.hotkeys(g, ui, side, p)
	s.groups(g, ui, side, p)
	switch {
	case in.Pressed(p, ActionSelect) && onMini && !ui.Aiming:
		s.lookAt(ui, wx, wy)
	case in.Pressed(p, ActionSelect) && ui.Placing != "":
		if d := s.defs.Kind(ui.Placing); d != nil {
			c := s.ghostTile(d, wx, wy)
			s.issue(Command{Side: side, Order: OrderBuild, X: c.X() * Tile, Y: c.Y() * Tile, What: d.ID, Units: ui.Selected})
			s.mark(ui, (c.X()*Tile + d.Size*Tile/2), (c.Y()*Tile + d.Size*Tile/2), OrderBuild)
		}
		if !in.Held(p, ActionAdd) {
			ui.Placing = ""
		}
	case in.Pressed(p, ActionSelect) && ui.Aiming:
		ui.Aiming = false
		o, t := OrderAttackMove, 0
		if u := s.under(wx, wy, side); u != nil && u.Side != side && u.Side != Neutral && !onMini {
			o, t = OrderAttack, u.ID
		}
		s.issue(Command{Side: side, Order: o, X: wx, Y: wy, Target: t, Units: ui.Selected})
		s.mark(ui, wx, wy, o)
	case in.Pressed(p, ActionSelect):
		ui.Dragging, ui.From = true, [2]int{wx, wy}
	}
	if ui.Dragging && !in.Held(p, ActionSelect) {
		ui.Dragging = false
		s.pick(ui, side, wx, wy, in.Held(p, ActionAdd))
	}
	if in.Pressed(p, ActionOrder) {
		switch {
		case ui.Placing != "" || ui.Aiming:
			ui.Placing, ui.Aiming = "", false
		default:
			s.contextual(ui, side, wx, wy, onMini)
		}
	}
}

// scroll moves the camera by the arrow keys and the pointer at an edge.
func (s *system) scroll(g *runtime.Game, ui *UI, p int) {
	in := g.Input()
	w, h := s.m.view()
	dx, dy := 0, 0
	if in.Held(p, ActionCamLeft) || (ui.Known && ui.Pointer[0] < EdgeScroll) {
		dx--
	}
	if in.Held(p, ActionCamRight) || (ui.Known && ui.Pointer[0] >= w-EdgeScroll) {
		dx++
	}
	if in.Held(p, ActionCamUp) || (ui.Known && ui.Pointer[1] < EdgeScroll) {
		dy--
	}
	if in.Held(p, ActionCamDown) || (ui.Known && ui.Pointer[1] >= h-EdgeScroll) {
		dy++
	}
	ui.Cam[0] += dx * ScrollSpeed
	ui.Cam[1] += dy * ScrollSpeed
	s.clampCam(ui)
}

// lookAt centres the camera on (x, y), world units.
func (s *system) lookAt(ui *UI, x, y int) {
	w, h := s.m.view()
	ui.Cam = [2]int{x - w/2, y - h/2}
	s.clampCam(ui)
}

// ghostTile is the top-left tile of a building def's ghost centred on
// the pointer at (x, y).
func (s *system) ghostTile(d *Def, x, y int) grid.Cell {
	return cellOfPoint(x-(d.Size-1)*Tile/2, y-(d.Size-1)*Tile/2)
}

// under returns the unit at (x, y) (world units) that side sees, the
// topmost (last in hierarchy order), or nil.
func (s *system) under(x, y, side int) *Unit {
	px, py := x*Sub, y*Sub
	for i := len(s.units) - 1; i >= 0; i-- {
		u := s.units[i].u
		if u.HP <= 0 || !s.sees(side, u) {
			continue
		}
		if u.def.Building() {
			x0, y0, x1, y1 := rect(u)
			if px >= x0 && px < x1 && py >= y0 && py < y1 {
				return u
			}
			continue
		}
		r := int64(radius(u) + 3*Sub)
		if dist2(px, py, u.X, u.Y) <= r*r {
			return u
		}
	}
	return nil
}

// pick ends a drag at (x, y): a click selects the unit under it (a
// double click every one of its kind on the screen, add toggles it), a
// box side's units in it (not buildings, unless there are only those).
func (s *system) pick(ui *UI, side, x, y int, add bool) {
	x0, y0 := min(ui.From[0], x), min(ui.From[1], y)
	x1, y1 := max(ui.From[0], x), max(ui.From[1], y)
	if x1-x0 < 6 && y1-y0 < 6 {
		u := s.under(x, y, side)
		switch {
		case u == nil:
			if !add {
				ui.Selected = ui.Selected[:0]
			}
		case u.Side != side:
			ui.Selected = append(ui.Selected[:0], u.ID)
		case ui.LastClick[1] == u.ID && s.m.Step-ui.LastClick[0] <= DoubleClick:
			ui.Selected = ui.Selected[:0]
			w, h := s.m.view()
			for _, r := range s.units {
				v := r.u
				if v.Side == side && v.Kind == u.Kind && v.X >= ui.Cam[0]*Sub && v.Y >= ui.Cam[1]*Sub &&
					v.X < (ui.Cam[0]+w)*Sub && v.Y < (ui.Cam[1]+h)*Sub && len(ui.Selected) < MaxSelected {
					ui.Selected = append(ui.Selected, v.ID)
				}
			}
		case add:
			if i := slices.Index(ui.Selected, u.ID); i >= 0 {
				ui.Selected = slices.Delete(ui.Selected, i, i+1)
			} else if len(ui.Selected) < MaxSelected {
				ui.Selected = append(ui.Selected, u.ID)
			}
		default:
			ui.Selected = append(ui.Selected[:0], u.ID)
		}
		if u != nil {
			ui.LastClick = [2]int{s.m.Step, u.ID}
		}
		return
	}
	if !add {
		ui.Selected = ui.Selected[:0]
	}
	for _, building := range [2]bool{false, true} {
		for _, r := range s.units {
			u := r.u
			if u.Side == side && u.def.Building() == building && u.X >= x0*Sub && u.X <= x1*Sub && u.Y >= y0*Sub && u.Y <= y1*Sub &&
				!slices.Contains(ui.Selected, u.ID) && len(ui.Selected) < MaxSelected {
				ui.Selected = append(ui.Selected, u.ID)
			}
		}
		if len(ui.Selected) > 0 {
			return
		}
	}
}

// contextual gives the right-click's order at (x, y): attack a foe,
// gather at a mine or tree, help up an unfinished building of the side,
// else move.
func (s *system) contextual(ui *UI, side, x, y int, onMini bool) {
	c := Command{Side: side, Order: OrderMove, X: x, Y: y, Units: ui.Selected}
	if u := s.under(x, y, side); u != nil && !onMini {
		switch {
		case u.def.Role == RoleMine:
			c.Order, c.Target = OrderGather, u.ID
		case u.Side != side:
			c.Order, c.Target = OrderAttack, u.ID
		case u.def.Building() && !u.Done:
			c.Order, c.Target = OrderBuild, u.ID
		}
	} else if s.m.terrain(x/Tile, y/Tile) == TerrainTree && !onMini {
		c.Order = OrderGather
	}
	if c.Order == OrderGather || c.Order == OrderBuild {
		// Soldiers told to gather or build move there instead.
		c2 := c
		c2.Order, c2.Target = OrderMove, 0
		s.issue(c)
		if c.Order == OrderBuild {
			return
		}
		s.mark(ui, x, y, c.Order)
		s.issueSoldiersMove(c2)
		return
	}
	s.issue(c)
	s.mark(ui, x, y, c.Order)
}

// issueSoldiersMove moves the soldiers of c's units (a gather order's).
func (s *system) issueSoldiersMove(c Command) {
	var ids []int
	for _, id := range c.Units {
		if u := s.unit(id); u != nil && u.def.Role != RoleWorker {
			ids = append(ids, id)
		}
	}
	if len(ids) > 0 {
		c.Units = ids
		s.issue(c)
	}
}

// hotkeys reads the build, train, attack and stop keys for the selection.
func (s *system) hotkeys(g *runtime.Game, ui *UI, side, p int) {
	in := g.Input()
	workers, fighters := false, false
	for _, id := range ui.Selected {
		if u := s.unit(id); u != nil && u.Side == side {
			workers = workers || u.def.Role == RoleWorker
			fighters = fighters || (!u.def.Building() && u.def.Damage > 0)
		}
	}
	if workers {
		for _, k := range [...]struct {
			a string
			r Role
		}{{ActionFarm, RoleFarm}, {ActionBarracks, RoleBarracks}, {ActionHall, RoleHall}} {
			if in.Pressed(p, k.a) {
				ui.Placing, ui.Aiming = s.kindOf(k.r), false
			}
		}
	}
	if in.Pressed(p, ActionAttack) && fighters {
		ui.Aiming, ui.Placing = true, ""
	}
	if in.Pressed(p, ActionStop) {
		s.issue(Command{Side: side, Order: OrderStop, Units: ui.Selected})
	}
	for k, a := range [2]string{ActionTrain1, ActionTrain2} {
		if !in.Pressed(p, a) {
			continue
		}
		for _, id := range ui.Selected {
			if u := s.unit(id); u != nil && u.Side == side && u.def.Building() && k < len(u.def.Trains) {
				s.issue(Command{Side: side, Order: OrderTrain, What: u.def.Trains[k], Units: ui.Selected})
				break
			}
		}
	}
}

// kindOf returns the first kind of the unit table with role r.
func (s *system) kindOf(r Role) string {
	for _, id := range s.defs.Order {
		if s.defs.Kinds[id].Role == r {
			return id
		}
	}
	return ""
}

// groups reads the control groups' keys: with the group key held a digit
// sets its group to the selection; alone it recalls it (twice quickly:
// the camera looks at it).
func (s *system) groups(g *runtime.Game, ui *UI, side, p int) {
	in := g.Input()
	for i, a := range groupActions {
		k := i + 1
		if !in.Pressed(p, a) {
			continue
		}
		if in.Held(p, ActionGroup) {
			ui.Groups[k] = append(ui.Groups[k][:0], ui.Selected...)
			continue
		}
		ui.Selected = ui.Selected[:0]
		for _, id := range ui.Groups[k] {
			if u := s.unit(id); u != nil && u.Side == side {
				ui.Selected = append(ui.Selected, id)
			}
		}
		if ui.LastGroup[1] == k && s.m.Step-ui.LastGroup[0] <= DoubleClick && len(ui.Selected) > 0 {
			u := s.unit(ui.Selected[0])
			s.lookAt(ui, u.X/Sub, u.Y/Sub)
		}
		ui.LastGroup = [2]int{s.m.Step, k}
	}
}

// mark puts an order's mark at (x, y).
func (s *system) mark(ui *UI, x, y int, o Order) {
	side := -1
	for sd := range s.people {
		if s.m.uiOf(sd) == ui {
			side = sd
		}
	}
	if side < 0 { // a host-mode player's machine's own view: not marked
		return
	}
	if len(s.m.Markers) >= 8 {
		s.m.Markers = s.m.Markers[1:]
	}
	s.m.Markers = append(s.m.Markers, Marker{X: x, Y: y, Order: o, Side: side})
}

// age ends the step for side's view (state, worked out for every
// player's view on every machine): the selection loses the dead and the
// unseen foes, the message ages, and with side 0's view the marks.
func (s *system) age(ui *UI, side int) {
	m := s.m
	ui.Selected = slices.DeleteFunc(ui.Selected, func(id int) bool {
		u := s.unit(id)
		return u == nil || !s.sees(side, u)
	})
	if ui.Said > 0 {
		if ui.Said--; ui.Said == 0 {
			ui.Message = ""
		}
	}
	if ui == &m.UI {
		for i := range m.Markers {
			m.Markers[i].Age++
		}
		m.Markers = slices.DeleteFunc(m.Markers, func(k Marker) bool { return k.Age > MarkerSteps })
	}
}

// show shows side's view on this machine (not state: the presentation):
// the camera entity follows the view, the selected units know it, the
// hud says it.
func (s *system) show(ui *UI, side int) {
	m := s.m
	for _, r := range s.units {
		r.u.Picked = slices.Contains(ui.Selected, r.u.ID)
		r.e.Transform().SetPosition(gv(r.u.X, r.u.Y))
	}
	m.viewer, m.ui = side, ui
	w, h := m.view()
	for _, cam := range s.game.Scene().Roots() {
		if cam.Name() != "Camera" {
			continue
		}
		cam.Transform().SetPosition(gv((ui.Cam[0]+w/2)*Sub, (ui.Cam[1]+h/2)*Sub))
	}
	s.texts(ui, side)
}

// issue plays a command (offline and on the host) or sends it to the
// host (a player's machine).
func (s *system) issue(c Command) {
	if len(c.Units) == 0 {
		return
	}
	c.Units = slices.Clone(c.Units)
	if s.link.client() {
		s.send(&c)
		return
	}
	s.cmds = append(s.cmds, c)
}
