package blockworld

// The world's size and shape (see the package doc, # World).
const (
	// ChunkSize is a chunk's width and height in tiles.
	ChunkSize = 32
	// ChunkTiles is the number of tiles in a chunk.
	ChunkTiles = ChunkSize * ChunkSize
	// WorldChunksY is the world's height in chunks (rows 0 to 3 of chunks,
	// tile rows 0 to 127); the world is as wide as an int32 of chunks.
	WorldChunksY = 4
	// WorldHeight is the world's height in tiles.
	WorldHeight = WorldChunksY * ChunkSize
	// SurfaceBase is the tile row the surface lies around (y grows down).
	SurfaceBase = 44
	// SeaLevel is the row from which air under the sky fills with water
	// (lakes in the dips of the surface).
	SeaLevel = 50
	// MaxWater is a full tile of water (levels 1 to 8, as Minecraft's 8
	// flowing levels).
	MaxWater = 8
)

// The salts of the world's noises and hashes, one per use.
const (
	saltHills uint64 = iota + 1
	saltBumps
	saltDirt
	saltCave
	saltCaveFine
	saltCoal
	saltIron
	saltGravel
	saltTree
	saltTreeHeight
	saltBedrock
	saltSpawn
)

// Surface returns the row of the surface block of column x in a world of
// seed seed: SurfaceBase plus hills of up to ±12 tiles (value noise every
// 48 tiles) and bumps of up to ±3 (every 8).
func Surface(seed uint64, x int) int {
	h := noise1(seed, saltHills, x, 48)*24>>16 - 12
	b := noise1(seed, saltBumps, x, 8)*6>>16 - 3
	return SurfaceBase + int(h) + int(b)
}

// beach reports whether a column whose surface is at row h is sand: at
// and below the water's level.
func beach(h int) bool { return h >= SeaLevel-1 }

// tree returns the height of the tree standing on column x (0 if none):
// one tree may stand in each run of 7 columns, at a column of it the hash
// picks, with a chance of 11 in 20, 4 to 6 tiles tall, never on a beach.
func tree(seed uint64, x int) int {
	cell, r := floorDiv(x, 7)
	hc := hash2(seed, saltTree, cell, 0)
	if int(hc%5)+1 != r || hc>>8%20 >= 11 || beach(Surface(seed, x)) {
		return 0
	}
	return 4 + int(hash2(seed, saltTreeHeight, x, 0)%3)
}

// Generate returns chunk (cx, cy) of the world of seed seed: its blocks and
// water levels, row by row (tile (lx, ly) at ly*ChunkSize+lx). It depends on
// the seed and the coordinates alone, so a chunk is the same whenever and
// wherever it is made. Chunks above the world (cy < 0) are air and below it
// (cy >= WorldChunksY) bedrock.
func Generate(seed uint64, cx, cy int) (blocks, water [ChunkTiles]byte) {
	x0, y0 := cx*ChunkSize, cy*ChunkSize
	for lx := range ChunkSize {
		x := x0 + lx
		h := Surface(seed, x)
		dirt := h + 3 + int(hash2(seed, saltDirt, x, 0)%2)
		for ly := range ChunkSize {
			b, w := column(seed, x, y0+ly, h, dirt)
			blocks[ly*ChunkSize+lx], water[ly*ChunkSize+lx] = byte(b), w
		}
	}
	for x := x0 - 2; x < x0+ChunkSize+2; x++ {
		if n := tree(seed, x); n > 0 {
			plantTree(&blocks, x-x0, Surface(seed, x)-y0, n)
		}
	}
	return blocks, water
}

// column returns the block and water level of tile (x, y), whose column's
// surface is at row h with dirt down to row dirt (trees aside).
func column(seed uint64, x, y, h, dirt int) (Block, byte) {
	switch {
	case y < 0:
		return Air, 0
	case y >= WorldHeight-1:
		return Bedrock, 0
	case y >= WorldHeight-3 && hash2(seed, saltBedrock, x, y)%2 == 0:
		return Bedrock, 0
	case y < h:
		if y >= SeaLevel {
			return Water, MaxWater
		}
		return Air, 0
	case y == h && !beach(h):
		return Grass, 0
	case y < dirt:
		if beach(h) {
			return Sand, 0
		}
		return Dirt, 0
	}
	if cave(seed, x, y, h) {
		return Air, 0
	}
	// Gravel pockets, never over a cave (so nothing falls until dug).
	if noise2(seed, saltGravel, x, y, 5) > int64(one)*92/100 && !cave(seed, x, y+1, h) {
		return Gravel, 0
	}
	if y > h+4 && hash2(seed, saltCoal, x, y)%1000 < 14 {
		return Coal, 0
	}
	if y > h+24 && hash2(seed, saltIron, x, y)%1000 < 9 {
		return Iron, 0
	}
	return Stone, 0
}

// cave reports whether tile (x, y) of a column whose surface is at row h
// is a cave: deeper than 5 under the surface, where two octaves of 2D
// noise (every 16 and 6 tiles) sum high; wider deeper down.
func cave(seed uint64, x, y, h int) bool {
	if y <= h+5 || y >= WorldHeight-3 {
		return false
	}
	c := noise2(seed, saltCave, x, y, 16)*3 + noise2(seed, saltCaveFine, x, y, 6)
	return c > int64(one)*29/10-int64(min(y-h, 60))*int64(one)/150
}

// plantTree puts a tree of n tiles' trunk standing on the surface row h at
// chunk column lx (both may be outside the chunk): the trunk above the
// surface and a round crown of leaves (5 wide, cut at the corners) over its
// top, leaves only where there is air.
func plantTree(blocks *[ChunkTiles]byte, lx, h, n int) {
	top := h - n
	for dy := -2; dy <= 1; dy++ {
		for dx := -2; dx <= 2; dx++ {
			if (dx == -2 || dx == 2) && (dy == -2 || dy == 1) {
				continue
			}
			x, y := lx+dx, top+dy
			if x >= 0 && x < ChunkSize && y >= 0 && y < ChunkSize && blocks[y*ChunkSize+x] == byte(Air) {
				blocks[y*ChunkSize+x] = byte(Leaves)
			}
		}
	}
	for y := h - 1; y > top; y-- {
		if lx >= 0 && lx < ChunkSize && y >= 0 && y < ChunkSize {
			blocks[y*ChunkSize+lx] = byte(Wood)
		}
	}
}
