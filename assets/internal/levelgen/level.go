package main

// The level, one character a cell, 16×16 world units each: 120 columns by 20
// rows (1,920 × 320 world units), row 0 at the top. The characters:
//
//	#  ground: grass on top where open, dirt below, deep dirt further down
//	S  stone block          B  bricks           =  wooden one-way platform
//	P  the player's start   c  coin             e  slime (patrols)
//	k  key                  D  door (this cell and the one above; the key opens it)
//	C  checkpoint           G  goal (flags two cells high, standing here)
//	~  butterfly (wanders)   w  water (drawn in front, not solid: falling in is
//	                         falling out of the level)
//	b  bush   f  flowers   g  tall grass   r  rock   s  sign   F  fence   m  mushroom
var level = []string{
	"B...................................................................................................B..................B",
	"B...................................................................................................B..................B",
	"B...................................................................................................B..................B",
	"B...................................................................................................B..................B",
	"B...................................................................................................B..................B",
	"B...................................................................................................B..................B",
	"B.................................................~..........................................k......B..................B",
	"B...........................................................................................===.....B.......~..........B",
	"B...................................................................................................B..................B",
	"B.........~.......................................................................~......cc.........B.........c.c......B",
	"B...............................................ccc...................c.................====........B.........===......B",
	"B.........................c.....................===..................SSS............................B..................B",
	"B........................c.c...ccc..............................c.c.................................B..cccc............B",
	"B.......cccc..cc..............=====..........fC..b..g...........SSS.................===.............B....===...........B",
	"B.............SS............................###########.............c..........................SS......................B",
	"B.bP.s.f...g..SS.g.mr.f......f....g...e.FF..###########..r..f..............ge...b..f..FF....e..SS.m.D.f.....b...s..G.f.B",
	"B########################...###################################..........##############################################B",
	"B########################...###################################..........##############################################B",
	"B########################www###################################wwwwwwwwww##############################################B",
	"B########################www###################################wwwwwwwwww##############################################B",
}

// The tiles of tiles.png, numbered from 1 (see internal/artgen/tiles.go).
const (
	tileGrass = 1 + iota
	tileGrassLeft
	tileGrassRight
	tileDirt
	tileStone
	tilePlatform
	tileBrick
	tileGrassBoth
	tileBush
	tileFlowers
	tileTallGrass
	tileRock
	tileSign
	tileFence
	tileMushroom
	tileDeep
	tileWaterTop
	tileWater
	tileDirtLeft
	tileDirtRight
)

// decorTiles maps decoration characters to their tiles.
var decorTiles = map[byte]int{
	'b': tileBush, 'f': tileFlowers, 'g': tileTallGrass, 'r': tileRock,
	's': tileSign, 'F': tileFence, 'm': tileMushroom,
}

// at returns the character of cell (x, y); outside the level, ' '.
func at(x, y int) byte {
	if y < 0 || y >= len(level) || x < 0 || x >= len(level[y]) {
		return ' '
	}
	return level[y][x]
}

// waterTile picks the tile of a water cell, 0 for any other.
func waterTile(x, y int) int {
	switch {
	case at(x, y) != 'w':
		return 0
	case at(x, y-1) == 'w':
		return tileWater
	}
	return tileWaterTop
}

// solid reports whether a cell is a wall to everything (not one-way).
func solid(ch byte) bool { return ch == '#' || ch == 'S' || ch == 'B' }

// groundTile picks the tile of a solid or platform cell, 0 for any other.
func groundTile(x, y int) int {
	switch at(x, y) {
	case 'S':
		return tileStone
	case 'B':
		return tileBrick
	case '=':
		return tilePlatform
	case '#':
	default:
		return 0
	}
	if solid(at(x, y-1)) {
		switch {
		case !solid(at(x-1, y)):
			return tileDirtLeft
		case !solid(at(x+1, y)):
			return tileDirtRight
		case at(x, y-2) == '#' && at(x, y-3) == '#':
			return tileDeep
		}
		return tileDirt
	}
	left, right := !solid(at(x-1, y)), !solid(at(x+1, y))
	switch {
	case left && right:
		return tileGrassBoth
	case left:
		return tileGrassLeft
	case right:
		return tileGrassRight
	}
	return tileGrass
}
