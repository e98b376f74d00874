package main

// The levels are text maps, one character a cell of 16×16 world units, row 0 at
// the top. The characters:
//
//	#  ground: grass on top where open, dirt below, deep dirt further down
//	S  stone block          B  bricks           =  wooden one-way platform
//	P  the player's start   c  coin             e  slime (patrols)
//	k  key                  D  door (this cell and the one above; the key opens it)
//	C  checkpoint           G  goal (flags two cells high, standing here)
//	~  butterfly (wanders)   w  water (drawn in front, not solid: falling in is
//	                         falling out of the level)
//	b  bush   f  flowers   g  tall grass   r  rock   s  sign   F  fence   m  mushroom
//	M  a moving wooden platform two cells wide (this cell and the next): it goes
//	   down until its top is level with the top of the 'v' below it and back
//	   up, a second each way (see movers)
//	v  ground (as #) where a moving platform above it comes to rest
//	t  a torch on the wall (not solid): a flickering light that casts shadows
//	   from the walls, and a flame of particles (see cave)
//
// Each map needs exactly one P, D, G and k.

// level1 is the meadow, scenes/main.json: 120 columns by 20 rows (1,920 × 320
// world units), with the tutorial. Behind the door is the cave: a brick room
// with a ceiling and stone stalactites, lit by torches, where the goal stands.
var level1 = []string{
	"B...................................................................................................BBBBBBBBBBBBBBBBBBBB",
	"B...................................................................................................BBBBBBBBBBBBBBBBBBBB",
	"B...................................................................................................BBBBBBBBBBBBBBBBBBBB",
	"B...................................................................................................BBBBBBBBBBBBBBBBBBBB",
	"B...................................................................................................B..S....S..........B",
	"B...................................................................................................B..S....S..........B",
	"B.................................................~..........................................k......B.......S.....t....B",
	"B...........................................................................................===.....B....t..~..........B",
	"B...................................................................................................B..................B",
	"B.........~.......................................................................~......cc.........B.........c.c......B",
	"B...............................................ccc...................c.................====........B.........===......B",
	"B.........................c.....................===..................SSS............................B..................B",
	"B........................c.c...ccc..............................c.c.................................Bt.cccc............B",
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

// levelMap is one level of the game: its text map and where its goal leads.
type levelMap struct {
	// name is the scene's: the file is scenes/NAME.json.
	name string
	// mapName is the Tiled map's: the file is levels/MAPNAME.tmx.
	mapName string
	rows    []string
	// next is the scene the goal loads; "" ends the game.
	next string
	// tutorial adds the tutorial's prompts to the HUD.
	tutorial bool
	// title adds the title menu (runtime/ui), open as the scene starts.
	title bool
	// cave is the dark room, in cells (min inclusive, max exclusive): its
	// ambient light fades in while the camera's centre is in it (see cave);
	// the zero box is none.
	cave [4]int
}

// levels are the game's, in playing order; the first is the project's start
// scene.
var levels = []levelMap{
	{name: "main", mapName: "level1", rows: level1, next: "level2", tutorial: true, title: true,
		cave: [4]int{101, 0, 119, 16}},
	{name: "level2", mapName: "level2", rows: level2},
}

// at returns the character of cell (x, y); outside the level, ' '.
func (m levelMap) at(x, y int) byte {
	if y < 0 || y >= len(m.rows) || x < 0 || x >= len(m.rows[y]) {
		return ' '
	}
	return m.rows[y][x]
}

// size returns the level's width and height in cells.
func (m levelMap) size() (w, h int) { return len(m.rows[0]), len(m.rows) }

// waterTile picks the tile of a water cell, 0 for any other.
func (m levelMap) waterTile(x, y int) int {
	switch {
	case m.at(x, y) != 'w':
		return 0
	case m.at(x, y-1) == 'w':
		return tileWater
	}
	return tileWaterTop
}

// solid reports whether a cell is a wall to everything (not one-way).
func solid(ch byte) bool { return ch == '#' || ch == 'S' || ch == 'B' || ch == 'v' }

// groundTile picks the tile of a solid or platform cell, 0 for any other.
func (m levelMap) groundTile(x, y int) int {
	switch m.at(x, y) {
	case 'S':
		return tileStone
	case 'B':
		return tileBrick
	case '=':
		return tilePlatform
	case '#', 'v':
	default:
		return 0
	}
	if solid(m.at(x, y-1)) {
		switch {
		case !solid(m.at(x-1, y)):
			return tileDirtLeft
		case !solid(m.at(x+1, y)):
			return tileDirtRight
		case m.at(x, y-2) == '#' && m.at(x, y-3) == '#':
			return tileDeep
		}
		return tileDirt
	}
	left, right := !solid(m.at(x-1, y)), !solid(m.at(x+1, y))
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
