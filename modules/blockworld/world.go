package blockworld

import (
	"fmt"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// Defaults of the settings.
const (
	// TileSize is a tile's size in world units (and in the tile set's
	// texels).
	TileSize = 16
	// DefaultRadius is World.Radius's default: the miner's chunk column
	// and one either side are loaded (96 tiles, 1,536 units, wider than a
	// 480-unit-wide view).
	DefaultRadius = 1
	// MaxRadius is the largest World.Radius used: 17 columns of 4 chunks
	// loaded, 69,632 tiles simulated and lit.
	MaxRadius = 8
	// DefaultDaySteps is World.DaySteps's default: 24,000 steps (Minecraft's
	// day is 24,000 ticks; at 60 steps a second ours lasts 6 min 40 s).
	DefaultDaySteps = 24000
	// DefaultReach is Miner.Reach's default in tiles (Terraria's default
	// tile range is 5 tiles around the player, 4 up and down).
	DefaultReach = 5
	// Tileset is the tile set the chunks are drawn from (the template's
	// assets/blocks.png; internal/artgen draws it).
	Tileset = "assets/blocks.png"
	// chunkLayer and shadeLayer are the draw layers of the blocks and of
	// the darkness over them.
	chunkLayer = -10
	shadeLayer = 20
)

// loaded is a loaded chunk as the system finds it this step.
type loaded struct {
	e     *scenes.Entity
	c     *Chunk
	tiles *visual.Tilemap
	walls *physics.TilemapWalls
	shade *visual.Tilemap
	se    *scenes.Entity // the shade's entity

	// Read without marking (scenes.Read), so a chunk nobody changed shares
	// its Timeline record: each write marks the entity it writes (set,
	// setLight, setShade).
}

// index finds the loaded chunks under the world entity we.
func (s *system) index(we *scenes.Entity) {
	s.chunks = s.chunks[:0]
	s.slots = s.slots[:0]
	s.last = nil
	for _, e := range we.Children() {
		c := scenes.Read[Chunk](e)
		if c == nil || !e.Alive() || s.gone(e) {
			continue
		}
		if !s.wellMade(e, c) {
			continue
		}
		if len(s.slots) == cap(s.slots) {
			s.slots = append(s.slots, make([]loaded, 16)...)[:len(s.slots)]
		}
		s.slots = s.slots[:len(s.slots)+1]
		l := &s.slots[len(s.slots)-1]
		*l = loaded{e: e, c: c, tiles: scenes.Read[visual.Tilemap](e), walls: scenes.Read[physics.TilemapWalls](e)}
		for _, k := range e.Children() {
			if t := scenes.Read[visual.Tilemap](k); t != nil {
				l.shade, l.se = t, k
			}
		}
		if l.tiles == nil || l.walls == nil || l.shade == nil || len(l.tiles.Cells) != ChunkTiles || len(l.walls.Cells) != ChunkTiles || len(l.shade.Cells) != ChunkTiles {
			s.refuse(e, c, "its tile map, walls or shade are missing or not 32×32")
			s.slots = s.slots[:len(s.slots)-1]
			continue
		}
		s.chunks = append(s.chunks, l)
	}
}

// wellMade reports whether chunk c (from a scene file or a save) has its
// tiles and coordinates right; one that has not is refused.
func (s *system) wellMade(e *scenes.Entity, c *Chunk) bool {
	switch {
	case len(c.Blocks) != ChunkTiles || len(c.Water) != ChunkTiles || len(c.Sky) != ChunkTiles || len(c.Glow) != ChunkTiles:
		s.refuse(e, c, "its blocks, water, sky or glow are not 1,024 tiles")
	case c.Y < 0 || c.Y >= WorldChunksY:
		s.refuse(e, c, "its row is outside the world")
	case s.chunk(c.X, c.Y) != nil:
		s.refuse(e, c, "another entity holds the same chunk")
	default:
		for i, b := range c.Blocks {
			if Block(b) >= numBlocks || (Block(b) == Water) != (c.Water[i] > 0) || c.Water[i] > MaxWater || c.Sky[i] > 15 || c.Glow[i] > 15 {
				s.refuse(e, c, fmt.Sprintf("tile %d holds block %d, water %d, light %d and %d", i, b, c.Water[i], c.Sky[i], c.Glow[i]))
				return false
			}
		}
		return true
	}
	return false
}

// refuse warns that chunk c of entity e is not used (it is removed and its
// column loaded afresh from generation and the saved deltas).
func (s *system) refuse(e *scenes.Entity, c *Chunk, why string) {
	s.game.Problems().Warn(e, "Blockworld.Chunk", "chunk (%d, %d) is removed: %s", c.X, c.Y, why)
	s.dropped = append(s.dropped, e)
	s.game.Destroy(e)
}

// gone reports whether e was unloaded in this step (its removal waits for
// the step's end).
func (s *system) gone(e *scenes.Entity) bool {
	for _, g := range s.dropped {
		if g == e {
			return true
		}
	}
	return false
}

// chunk returns the loaded chunk (cx, cy), or nil.
func (s *system) chunk(cx, cy int) *loaded {
	if l := s.last; l != nil && l.c.X == cx && l.c.Y == cy {
		return l
	}
	for _, l := range s.chunks {
		if l.c.X == cx && l.c.Y == cy {
			s.last = l
			return l
		}
	}
	return nil
}

// at returns the loaded chunk holding tile (x, y) and the tile's index in
// it, or nil.
func (s *system) at(x, y int) (*loaded, int) {
	cx, lx := floorDiv(x, ChunkSize)
	cy, ly := floorDiv(y, ChunkSize)
	l := s.chunk(cx, cy)
	if l == nil {
		return nil, 0
	}
	return l, ly*ChunkSize + lx
}

// Block returns the block at tile (x, y): what a loaded chunk holds; above
// the world air, below it bedrock, and stone in a chunk not loaded.
func (s *system) block(x, y int) Block {
	if l, i := s.at(x, y); l != nil {
		return Block(l.c.Blocks[i])
	}
	switch {
	case y < 0:
		return Air
	case y >= WorldHeight:
		return Bedrock
	}
	return Stone
}

// water returns the water level at tile (x, y) (0 where not loaded).
func (s *system) water(x, y int) byte {
	if l, i := s.at(x, y); l != nil {
		return l.c.Water[i]
	}
	return 0
}

// set puts block b with water level w at tile (x, y) of a loaded chunk,
// and its tile and wall; it does nothing where no chunk is loaded.
func (s *system) set(x, y int, b Block, w byte) {
	l, i := s.at(x, y)
	if l == nil {
		return
	}
	if b != Water {
		w = 0
	} else if w == 0 {
		b = Air
	}
	l.e.MarkChanged()
	l.c.Blocks[i], l.c.Water[i], l.c.Changed = byte(b), w, true
	l.tiles.Cells[i] = tileID(b, w)
	l.walls.Cells[i] = b.Solid()
}

// tileID is the tile set's id (1-based; 0 empty) of block b with water w:
// blocks Grass to Planks are tiles 0 to 12 of the set, water levels 1 to 8
// tiles 16 to 23.
func tileID(b Block, w byte) int {
	switch {
	case b == Air || b >= numBlocks:
		return 0
	case b == Water:
		return 16 + int(max(min(w, MaxWater), 1))
	}
	return int(b)
}

// shadeID is the tile set's id of darkness d (1 to 15: tiles 32 to 46,
// black at alpha d/15); 0 for none.
func shadeID(d int) int {
	if d <= 0 {
		return 0
	}
	return 32 + min(d, 15)
}

// CursorTile is the tile set's index of the aim's highlight; the miner is
// tiles 55 and 63 (16×32 texels at (112, 96), one above the other).
const (
	CursorTile = 48
	HeroTile   = 55
)

// loadColumn loads the chunks of column cx (WorldChunksY chunks) that are
// not loaded under we: each is generated and given its saved delta, if
// any; then the light around the column is worked out again.
func (s *system) loadColumn(we *scenes.Entity, w *World, cx int) {
	n := 0
	for cy := range WorldChunksY {
		if s.chunk(cx, cy) == nil {
			s.loadChunk(we, w, cx, cy)
			n++
		}
	}
	if n > 0 {
		s.relight(cx*ChunkSize-15, 0, cx*ChunkSize+ChunkSize+15, WorldHeight)
	}
}

// loadChunk makes chunk (cx, cy)'s entity under we.
func (s *system) loadChunk(we *scenes.Entity, w *World, cx, cy int) {
	blocks, water := Generate(w.Seed, cx, cy)
	changed := s.restore(w, cx, cy, &blocks, &water)
	e := we.Scene().NewEntity(fmt.Sprintf("Chunk %d,%d", cx, cy), we)
	e.Transform().SetPosition(griff.V(float64(cx*ChunkSize*TileSize), float64(cy*ChunkSize*TileSize)))
	c := scenes.Add(e, Chunk{X: cx, Y: cy, Blocks: blocks[:], Water: water[:],
		Sky: make([]byte, ChunkTiles), Glow: make([]byte, ChunkTiles), Changed: changed})
	tiles := scenes.Add(e, visual.Tilemap{Tileset: Tileset, TileSize: TileSize, Width: ChunkSize,
		Cells: make([]int, ChunkTiles), DrawOrder: visual.DrawOrder{Layer: chunkLayer}})
	walls := scenes.Add(e, physics.TilemapWalls{Width: ChunkSize, CellSize: griff.V(TileSize, TileSize), Cells: make([]bool, ChunkTiles)})
	for i := range ChunkTiles {
		b := Block(c.Blocks[i])
		tiles.Cells[i] = tileID(b, c.Water[i])
		walls.Cells[i] = b.Solid()
	}
	se := we.Scene().NewEntity("Shade", e)
	shade := scenes.Add(se, visual.Tilemap{Tileset: Tileset, TileSize: TileSize, Width: ChunkSize,
		Cells: make([]int, ChunkTiles), DrawOrder: visual.DrawOrder{Layer: shadeLayer}})
	s.chunks = append(s.chunks, &loaded{e: e, c: c, tiles: tiles, walls: walls, shade: shade, se: se})
}

// unloadColumn saves the changed chunks of column cx and removes them.
func (s *system) unloadColumn(w *World, cx int) {
	kept := s.chunks[:0]
	for _, l := range s.chunks {
		if l.c.X != cx {
			kept = append(kept, l)
			continue
		}
		if l.c.Changed {
			s.save(w, l.c)
		}
		s.dropped = append(s.dropped, l.e)
		s.game.Destroy(l.e)
	}
	clear(s.chunks[len(kept):])
	s.chunks = kept
	s.last = nil
}

// stream loads the chunk columns within the world's radius of a miner's
// column (s.near) and unloads those farther than the radius and one more
// from every miner, in column order.
func (s *system) stream(we *scenes.Entity, w *World) {
	r := w.Radius
	if r <= 0 {
		r = DefaultRadius
	}
	r = min(r, MaxRadius)
	far := func(cx, reach int) bool {
		for _, n := range s.near {
			if d := cx - n; d <= reach && d >= -reach {
				return false
			}
		}
		return true
	}
	for {
		col, found := 0, false
		for _, l := range s.chunks {
			if far(l.c.X, r+1) && (!found || l.c.X < col) {
				col, found = l.c.X, true
			}
		}
		if !found {
			break
		}
		s.unloadColumn(w, col)
	}
	for _, n := range s.near {
		for cx := n - r; cx <= n+r; cx++ {
			s.loadColumn(we, w, cx)
		}
	}
}
