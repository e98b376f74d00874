package blockworld

import "github.com/griffengine/griff/scenes"

// BlockAt returns the block and water level at tile (x, y) of scene sc's
// world (the first active Blockworld.World), and false where no chunk is
// loaded. It is for tests, tools and other systems; it looks the chunk up
// among the world's children each call.
func BlockAt(sc *scenes.Scene, x, y int) (Block, byte, bool) {
	cx, lx := floorDiv(x, ChunkSize)
	cy, ly := floorDiv(y, ChunkSize)
	for we := range scenes.ActiveRead[World](sc) {
		for _, e := range we.Children() {
			c := scenes.Read[Chunk](e)
			if c != nil && c.X == cx && c.Y == cy && e.Alive() && len(c.Blocks) == ChunkTiles && len(c.Water) == ChunkTiles {
				i := ly*ChunkSize + lx
				return Block(c.Blocks[i]), c.Water[i], true
			}
		}
		break
	}
	return Air, 0, false
}

// LightAt returns the sky and torch light at tile (x, y) of scene sc's
// world, and false where no chunk is loaded.
func LightAt(sc *scenes.Scene, x, y int) (skyLight, torchLight int, ok bool) {
	cx, lx := floorDiv(x, ChunkSize)
	cy, ly := floorDiv(y, ChunkSize)
	for we := range scenes.ActiveRead[World](sc) {
		for _, e := range we.Children() {
			c := scenes.Read[Chunk](e)
			if c != nil && c.X == cx && c.Y == cy && e.Alive() && len(c.Sky) == ChunkTiles && len(c.Glow) == ChunkTiles {
				i := ly*ChunkSize + lx
				return int(c.Sky[i]), int(c.Glow[i]), true
			}
		}
		break
	}
	return 0, 0, false
}

// TileOf returns the tile holding world point (x, y) (world units).
func TileOf(x, y float64) (int, int) {
	return int(floorF(x / TileSize)), int(floorF(y / TileSize))
}
