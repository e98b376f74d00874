package dungeon

import (
	"strconv"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/turns"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// mapOrigin is where the map's top-left corner is, in the Run's
// coordinates (the template's view has its top-left corner at the
// origin).
var mapOrigin = griff.V(0, 0)

// The tiles of the tile image, numbered from 1 as Tilemap cells are.
const (
	tileFloor  = 1
	tileWall   = 2
	tileStairs = 3
	tileDim    = 4 // fog over a remembered cell
	tileDark   = 5 // fog over an unexplored cell
)

// The columns of the actor image: the hero, then the monsters' looks (a
// monster row's look, from 1), then the loot.
const (
	lookHero   = 0
	lookGold   = 14
	lookPotion = 15
)

// The draw layers: the map, the loot, the movers, the fog, the texts.
const (
	layerMap     = 0
	layerLoot    = 1
	layerMovers  = 2
	layerFog     = 3
	layerTexts   = 4
	moverStep    = 90e6 // nanoseconds a mover slides one cell (90 ms)
	heroDefense  = 1
	heroAttack   = 4
	goldPerDepth = 6
)

// actorSprite returns a sprite of column look of the actor image.
func (p *play) actorSprite(look, layer int) visual.Sprite {
	return visual.Sprite{Image: orString(p.r.ActorImage, DefaultActorImage),
		Region: visual.RegionOf(look*CellSize, 0, CellSize, CellSize), Pivot: griff.V(0.5, 0.5),
		DrawOrder: visual.DrawOrder{Layer: layer}}
}

func orString(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// mapTemplate returns the map: its tilemap and grid (filled by build) and
// the fog's tilemap as a child.
func (p *play) mapTemplate() *scenes.Template {
	sc := scenes.NewScene("map", nil)
	e := sc.NewEntity("Map", nil)
	scenes.Add(e, grid.Grid{CellSize: CellSize})
	tiles := orString(p.r.TileImage, DefaultTileImage)
	scenes.Add(e, visual.Tilemap{Tileset: tiles, TileSize: CellSize, DrawOrder: visual.DrawOrder{Layer: layerMap}})
	fog := sc.NewEntity("Fog", e)
	scenes.Add(fog, visual.Tilemap{Tileset: tiles, TileSize: CellSize, DrawOrder: visual.DrawOrder{Layer: layerFog}})
	return scenes.NewTemplate("map", e)
}

// heroTemplate returns the hero: an actor of the "hero" side on the grid,
// with an inventory.
func (p *play) heroTemplate() *scenes.Template {
	sc := scenes.NewScene("hero", nil)
	e := sc.NewEntity("Hero", nil)
	hp := orInt(p.r.HeroHP, DefaultHeroHP)
	scenes.Add(e, Hero{HP: hp, MaxHP: hp, Attack: heroAttack, Defense: heroDefense, Level: 1})
	scenes.Add(e, grid.Mover{StepTime: moverStep})
	scenes.Add(e, Walker{})
	scenes.Add(e, items.Inventory{Start: "1 " + ItemPotion})
	scenes.Add(e, turns.Actor{Side: sideHero})
	scenes.Add(e, p.actorSprite(lookHero, layerMovers))
	return scenes.NewTemplate("hero", e)
}

// The turn order's sides.
const (
	sideHero     = "hero"
	sideMonsters = "monsters"
)

// build sets up the floor of the run's depth: the map's tiles and grid,
// the fog over everything, the hero on the start, and the floor's
// monsters and loot (the old floor's removed), placed with the floor's
// own Rand so the same seed gives the same floor everywhere.
func (p *play) build() {
	f, r := p.f, p.r
	for _, e := range p.monsters {
		p.g.Destroy(e)
	}
	for _, e := range p.loot {
		p.g.Destroy(e)
	}
	p.monsters, p.loot = p.monsters[:0], p.loot[:0]
	gr := scenes.Get[grid.Grid](p.mapE)
	tm := scenes.Get[visual.Tilemap](p.mapE)
	gr.Width, gr.Height = f.Width, f.Height
	gr.Blocked = slicesResize(gr.Blocked, len(f.Tiles))
	tm.Width, tm.Cells = f.Width, slicesResize(tm.Cells, len(f.Tiles))
	for i, t := range f.Tiles {
		gr.Blocked[i] = !t.Open()
		tm.Cells[i] = [...]int{TileRock: 0, TileFloor: tileFloor, TileWall: tileWall, TileStairs: tileStairs}[t]
	}
	r.Explored = slicesResize(r.Explored, len(f.Tiles))
	clear(r.Explored)
	p.s.seenOK = false
	p.hm.Cell, p.hm.From, p.hm.Moving, p.hm.Elapsed = f.Start, f.Start, false, 0
	p.hero.Transform().Teleport(gr.Center(mapOrigin, f.Start))
	scenes.Get[Walker](p.hero).Next = grid.DirNone
	p.populate()
	r.Built = r.Depth
}

// slicesResize returns s with length n, reusing its array when it can.
func slicesResize[T any](s []T, n int) []T {
	if cap(s) >= n {
		return s[:n]
	}
	return make([]T, n)
}

// populate spawns the floor's monsters and loot: in every room but the
// first, up to 1 + depth/2 monsters of the rows whose floors hold the
// depth, then gold (2 rooms in 5) and a potion (1 room in 4).
func (p *play) populate() {
	f, r := p.f, p.r
	rnd := griff.NewRand(r.Seed ^ uint64(r.Depth)*0x2545f4914f6cdd1d ^ 0x5bd1e995)
	kinds := p.s.monsterKinds(p.e, r.Depth)
	gr := scenes.Get[grid.Grid](p.mapE)
	var taken []grid.Cell
	free := func(room Room) (grid.Cell, bool) {
		for range 20 {
			c := grid.C(room.X+rnd.IntN(room.W), room.Y+rnd.IntN(room.H))
			if f.At(c) == TileFloor && c != f.Start && !containsCell(taken, c) {
				taken = append(taken, c)
				return c, true
			}
		}
		return grid.Cell{}, false
	}
	for _, room := range f.Rooms[1:] {
		for range rnd.IntN(2 + r.Depth/2) {
			if len(kinds) == 0 {
				break
			}
			if c, ok := free(room); ok {
				k := kinds[rnd.IntN(len(kinds))]
				p.g.Spawn(p.monsterTemplate(k, c), p.e, gr.Center(mapOrigin, c), nil)
			}
		}
		if rnd.IntN(5) < 2 {
			if c, ok := free(room); ok {
				n := goldPerDepth*r.Depth/2 + rnd.IntRange(1, goldPerDepth)
				p.g.Spawn(p.lootTemplate(strconv.Itoa(n)+" "+ItemGold, lookGold, c), p.e, gr.Center(mapOrigin, c), nil)
			}
		}
		if rnd.IntN(4) == 0 {
			if c, ok := free(room); ok {
				p.g.Spawn(p.lootTemplate("1 "+ItemPotion, lookPotion, c), p.e, gr.Center(mapOrigin, c), nil)
			}
		}
	}
}

func containsCell(cs []grid.Cell, c grid.Cell) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

// MaxMonsterNumber is the largest hit points, attack, defence or XP a
// monster row may give; a number beyond 0 to it warns and is clamped (so
// sums of them cannot overflow).
const MaxMonsterNumber = 1_000_000

// monsterTemplate returns a monster of kind k on cell c; its numbers are
// filled from its row of the monster table (dice rolled with the game's
// Rand).
func (p *play) monsterTemplate(k monsterKind, c grid.Cell) *scenes.Template {
	sc := scenes.NewScene("monster", nil)
	m := Monster{ID: k.id}
	if err := p.s.tables.Fill(&m, MonsterTable, k.id); err != nil {
		p.g.Problems().Warn(p.e, "Dungeon.Run", "monster %q: %v", k.id, err)
	}
	for _, f := range [...]struct {
		name string
		v    *int
	}{{"hp", &m.HP}, {"attack", &m.Attack}, {"defense", &m.Defense}, {"xp", &m.XP}} {
		if *f.v < 0 || *f.v > MaxMonsterNumber {
			p.g.Problems().Warn(p.e, "Dungeon.Run", "monster %q: %s %d is not 0 to %d; it is taken as the nearest", k.id, f.name, *f.v, MaxMonsterNumber)
			*f.v = min(max(*f.v, 0), MaxMonsterNumber)
		}
	}
	m.ID, m.HP = k.id, max(m.HP, 1)
	m.MaxHP = m.HP
	if m.Name == "" {
		m.Name = k.id
	}
	e := sc.NewEntity(m.Name, nil)
	scenes.Add(e, m)
	scenes.Add(e, grid.Mover{Cell: c, From: c, StepTime: moverStep})
	scenes.Add(e, Walker{})
	scenes.Add(e, p.actorSprite(k.look, layerMovers))
	return scenes.NewTemplate(k.id, e)
}

// lootTemplate returns loot giving what (an item text) on cell c.
func (p *play) lootTemplate(what string, look int, c grid.Cell) *scenes.Template {
	sc := scenes.NewScene("loot", nil)
	e := sc.NewEntity("Loot", nil)
	scenes.Add(e, Loot{Cell: c})
	scenes.Add(e, items.Pickup{Items: what})
	scenes.Add(e, p.actorSprite(look, layerLoot))
	return scenes.NewTemplate("loot", e)
}
