package blockworld

import (
	"strconv"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/runtime/view"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// ItemPickaxe is the item that digs at full speed (without it in the
// selected slot a block takes twice as long, as a hand).
const ItemPickaxe = "Pickaxe"

// mine plays the miner m on entity me for a step: the hotbar, the aim, a
// dig held, a place pressed, a craft pressed; then its cursor and hotbar
// are shown.
func (s *system) mine(g *runtime.Game, me *scenes.Entity, m *Miner) {
	in, pl := g.Input(), m.Input
	if pl < 0 || pl >= input.MaxPlayers {
		pl = 0
	}
	for i, a := range slotActions {
		if in.Pressed(pl, a) {
			m.Selected = i
		}
	}
	p := in.Pointer(pl)
	if p.WheelY > 0 {
		m.Selected--
	} else if p.WheelY < 0 {
		m.Selected++
	}
	m.Selected = ((m.Selected % 9) + 9) % 9
	if in.Held(pl, ActionLeft) && !in.Held(pl, ActionRight) {
		m.Facing = -1
	} else if in.Held(pl, ActionRight) && !in.Held(pl, ActionLeft) {
		m.Facing = 1
	}
	if m.Facing == 0 {
		m.Facing = 1
	}
	if p.Known && p.Moved {
		m.Pointer = true
	}
	for _, a := range [...]string{ActionLeft, ActionRight, ActionUp, ActionDown} {
		if in.Pressed(pl, a) {
			m.Pointer = false
		}
	}
	tx, ty, ok := s.aim(g, me, m, pl, p)
	if !ok || tx != m.TX || ty != m.TY {
		m.Dug = 0
	}
	m.TX, m.TY, m.Aimed = tx, ty, ok
	if ok && in.Held(pl, ActionDig) {
		s.digStep(me, m)
	} else {
		m.Dug = 0
	}
	if ok && in.Pressed(pl, ActionPlace) {
		s.place(me, m)
	}
	if in.Pressed(pl, ActionCraft) {
		s.craft(me, m)
	}
	s.showCursor(g.Scene(), m)
	s.showHotbar(g.Scene(), me, m)
}

// box returns the miner's collision box, centre and half size (its first
// shape; 6×14 when it has none).
func box(me *scenes.Entity) (c, half griff.Vec) {
	c, half = me.Transform().Position(), griff.V(6, 14)
	if col := scenes.Read[physics.Collider](me); col != nil && len(col.Shapes) > 0 {
		sh := col.Shapes[0]
		c = c.Add(sh.Offset)
		if sh.Size[0] > 0 && sh.Size[1] > 0 {
			half = sh.Size.Mul(0.5)
		}
	}
	return c, half
}

// aim returns the tile the miner aims at and whether it is within reach:
// under the mouse while the mouse aims; with the keys, the block under the
// feet while down is held, over the head while up is held, else the block
// in front at the feet, or at the head when that one is open or a tree's
// foot (the tree is chopped first: see tree.go).
func (s *system) aim(g *runtime.Game, me *scenes.Entity, m *Miner, pl int, p input.Pointer) (int, int, bool) {
	c, half := box(me)
	var tx, ty int
	if m.Pointer {
		w, seen := toWorld(g, griff.V(p.X, p.Y))
		if !seen {
			return 0, 0, false
		}
		tx, ty = int(floorF(w[0]/TileSize)), int(floorF(w[1]/TileSize))
	} else {
		in := g.Input()
		fx := int(floorF(c[0] / TileSize))
		feet := int(floorF((c[1] + half[1] - 1) / TileSize))
		head := int(floorF((c[1] - half[1] + 1) / TileSize))
		switch {
		case in.Held(pl, ActionDown):
			tx, ty = fx, feet+1
		case in.Held(pl, ActionUp):
			tx, ty = fx, head-1
		default:
			tx, ty = fx+m.Facing, feet
			if (s.block(tx, ty) == Air || s.foot(tx, ty)) && s.block(tx, head) != Air {
				ty = head
			}
		}
	}
	reach := m.Reach
	if !(reach > 0) {
		reach = DefaultReach
	}
	d := griff.V(float64(tx*TileSize+TileSize/2), float64(ty*TileSize+TileSize/2)).Sub(c)
	r := reach * TileSize
	if float64(d[0]*d[0])+float64(d[1]*d[1]) > float64(r*r) || ty < 0 || ty >= WorldHeight {
		return tx, ty, false
	}
	if l, _ := s.at(tx, ty); l == nil {
		return tx, ty, false
	}
	return tx, ty, true
}

// digStep digs the aimed tile for a step: a pickaxe in hand adds 2, a
// hand 1, and the block breaks at twice its hardness; its item goes to the
// miner's inventory and the light around it is worked out again. A tree's
// foot cannot be dug, and a trunk's wood fells the tree above it (see
// tree.go).
func (s *system) digStep(me *scenes.Entity, m *Miner) {
	b := s.block(m.TX, m.TY)
	h := b.Hardness()
	if h <= 0 || s.foot(m.TX, m.TY) { // a tree's foot holds until it is felled
		m.Dug = 0
		return
	}
	if m.Selected < len(m.Hotbar) && m.Hotbar[m.Selected] == ItemPickaxe {
		m.Dug += 2
	} else {
		m.Dug++
	}
	if m.Dug < 2*h {
		return
	}
	m.Dug = 0
	s.set(m.TX, m.TY, Air, 0)
	n := 1
	if b == Wood { // the tree above falls with it (see fell)
		n += s.fell(m.TX, m.TY-1)
	}
	if it := b.Item(); it != "" {
		s.items.Give(me, items.List{{Name: it, Amount: n}})
	}
	m.Mined++
	s.relight(m.TX-15, 0, m.TX+16, WorldHeight)
}

// place puts the selected slot's block on the aimed tile if the rules let
// it: the tile is air or water, the miner holds one, a solid block does
// not overlap the miner, and the tile touches a block (a torch: a solid
// block beside or below it), as Terraria asks.
func (s *system) place(me *scenes.Entity, m *Miner) {
	if m.Selected >= len(m.Hotbar) {
		return
	}
	item := m.Hotbar[m.Selected]
	b, ok := blockOfItem(item)
	if !ok {
		return
	}
	if at := s.block(m.TX, m.TY); at != Air && at != Water {
		return
	}
	if inv := s.items.Inventory(me); inv == nil || inv.Count(item) < 1 {
		return
	}
	if b.Solid() {
		c, half := box(me)
		x0, y0 := float64(m.TX*TileSize), float64(m.TY*TileSize)
		if c[0]+half[0] > x0 && c[0]-half[0] < x0+TileSize && c[1]+half[1] > y0 && c[1]-half[1] < y0+TileSize {
			return
		}
	}
	if !s.supported(m.TX, m.TY, b) {
		return
	}
	s.items.Pay(me, nil, items.List{{Name: item, Amount: 1}})
	s.set(m.TX, m.TY, b, 0)
	m.Placed++
	s.relight(m.TX-15, 0, m.TX+16, WorldHeight)
}

// supported reports whether block b may be placed at (x, y).
func (s *system) supported(x, y int, b Block) bool {
	if b == Torch {
		return s.block(x-1, y).Solid() || s.block(x+1, y).Solid() || s.block(x, y+1).Solid()
	}
	for _, d := range [4]point{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		if n := s.block(x+d.x, y+d.y); n != Air && n != Water {
			return true
		}
	}
	return false
}

// showCursor moves the root entity named "Cursor" (a sprite of the highlight)
// onto the aimed tile, shown only while it is within reach.
func (s *system) showCursor(sc *scenes.Scene, m *Miner) {
	e := root(sc, "Cursor")
	if e == nil {
		return
	}
	if e.Active() != m.Aimed {
		e.SetActive(m.Aimed)
	}
	if m.Aimed {
		e.Transform().SetPosition(griff.V(float64(m.TX*TileSize), float64(m.TY*TileSize)))
	}
}

// showHotbar writes the hotbar into the text of the root entity named "Hotbar":
// each slot's number, item and count, the selected one in brackets. It
// marks the entity only when the text changes.
func (s *system) showHotbar(sc *scenes.Scene, me *scenes.Entity, m *Miner) {
	e := root(sc, "Hotbar")
	if e == nil {
		return
	}
	t := scenes.Read[visual.Text](e)
	if t == nil {
		return
	}
	inv := s.items.ReadInventory(me)
	b := s.text[:0]
	for i, it := range m.Hotbar {
		if i >= 9 {
			break
		}
		if i > 0 {
			b = append(b, "  "...)
		}
		if i == m.Selected {
			b = append(b, '[')
		}
		b = strconv.AppendInt(b, int64(i+1), 10)
		b = append(b, ' ')
		b = append(b, it...)
		if _, places := blockOfItem(it); places && inv != nil {
			b = append(b, ' ')
			b = strconv.AppendInt(b, int64(inv.Count(it)), 10)
		}
		if i == m.Selected {
			b = append(b, ']')
		}
	}
	s.text = b
	if string(b) != t.Text {
		e.MarkChanged()
		t.Text = string(b)
	}
}

// toWorld returns screen point p (logical pixels) in world units through
// the camera under it (runtime/view.ScreenToWorld); a game without the UI
// system, which knows the screen's size, takes p as world units.
func toWorld(g *runtime.Game, p griff.Vec) (griff.Vec, bool) {
	panels, ok := runtime.LookupService[ui.IPanels](g)
	if !ok {
		return p, true
	}
	scr, ok := panels.(ui.Screener)
	if !ok {
		return p, true
	}
	w, _, seen := view.ScreenToWorld(g.Scene(), scr.Screen(), p)
	return w, seen
}

// root returns the first root entity of sc named name, or nil (no warning:
// the cursor, hotbar and clock are a scene's to have or not).
func root(sc *scenes.Scene, name string) *scenes.Entity {
	for _, e := range sc.Roots() {
		if e.Name() == name && e.Alive() {
			return e
		}
	}
	return nil
}

// checkHotbar warns about the hotbar of miner m (on entity me) naming more
// than 9 slots or an item that is neither ItemPickaxe nor a block's item
// (a misspelt "Torhc" would otherwise do nothing, silently). It runs on the
// world's first step.
func checkHotbar(g *runtime.Game, me *scenes.Entity, m *Miner) {
	if len(m.Hotbar) > len(slotActions) {
		g.Problems().Warn(me, "Blockworld.Miner", "the hotbar names %d items; slots 1 to 9 use the first 9", len(m.Hotbar))
	}
	for i, it := range m.Hotbar[:min(len(m.Hotbar), len(slotActions))] {
		if _, ok := blockOfItem(it); !ok && it != ItemPickaxe {
			g.Problems().Warn(me, "Blockworld.Miner", "hotbar slot %d: %q is neither %q nor a block's item (%s); it digs as a hand and places nothing", i+1, it, ItemPickaxe, blockItems())
		}
	}
}

// blockItems lists the items that place blocks, comma-separated.
func blockItems() string {
	var b []byte
	for k := Grass; k < numBlocks; k++ {
		if it := blockInfos[k].item; it != "" && k != Grass {
			if bk, _ := blockOfItem(it); bk == k {
				if len(b) > 0 {
					b = append(b, ", "...)
				}
				b = append(b, it...)
			}
		}
	}
	return string(b)
}
