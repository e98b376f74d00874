package platformer

import (
	"fmt"
	"strings"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// The test levels, one string per row of 32-unit tiles: '#' is a wall and the
// letters place entities (see buildLevel). templateScenes builds them in code;
// they exercise most of the module in two levels (the module's own template is
// the built-in game of package assets, which this package may not import).
var (
	level1Rows = []string{
		"#..............................................................#",
		"#..............................................................#",
		"#..............................................................#",
		"#.........................................#....................#",
		"#.........................................#....................#",
		"#.........................................#........ccc.........#",
		"#..........cc.............................#.......#####........#",
		"#..................c......................#....................#",
		"#..........##.............................D...............G....#",
		"#.P..ccc...##...........k..C.................ccc...............#",
		"##################...##########..E..############################",
		"##################...###########################################",
	}
	level2Rows = []string{
		"#..............................................................#",
		"#..............................................................#",
		"#..............................................................#",
		"#...........................................#..................#",
		"#...........................................#..................#",
		"#...........................................#..................#",
		"#...............c...........................#..................#",
		"#...........................................#..................#",
		"#...........................................D.............G....#",
		"#.P...cc..S...M.......B...##...C................cc.....^.......#",
		"##############.....#################..E..#######################",
		"##############.....#############################################",
	}
)

// level describes one test level.
type level struct {
	name string
	rows []string
	next string // the scene the goal loads
	door string // the door's name
	key  string // the key that opens the door; "" for a switch
}

var levels = []level{
	{name: "level1", rows: level1Rows, next: "level2", door: "Door", key: "gold"},
	{name: "level2", rows: level2Rows, door: "Gate"},
}

// buildLevel makes a level's scene: the walls, the player, then the entities
// the letters place, in reading order. P player, c coin, k key, D door (its top
// tile), C checkpoint, E enemy, G goal (its top tile), S switch opening the
// door, B crate, M moving platform, ^ spikes.
func buildLevel(lv level) *scenes.Scene {
	s := scenes.NewScene(lv.name, nil)
	walls := make([]string, len(lv.rows))
	for y, r := range lv.rows {
		walls[y] = strings.Map(func(c rune) rune {
			if c == '#' {
				return c
			}
			return '.'
		}, r)
	}
	addWalls(s, walls...)
	killY := float64((len(lv.rows) + 3) * tileSize)
	count := map[byte]int{}
	name := func(base string, c byte) string {
		count[c]++
		return fmt.Sprintf("%s%d", base, count[c])
	}
	for y, r := range lv.rows {
		if x := strings.IndexByte(r, 'P'); x >= 0 {
			addPlayer(s, cellCenter(x, y), killY)
		}
	}
	for y, r := range lv.rows {
		for x := 0; x < len(r); x++ {
			at := cellCenter(x, y)
			switch r[x] {
			case 'c':
				addCoin(s, name("Coin", 'c'), at)
			case 'k':
				addKey(s, "Key", lv.key, at)
			case 'D':
				addDoor(s, lv.door, lv.key, x, y)
			case 'C':
				addCheckpoint(s, "Checkpoint", at)
			case 'E':
				addEnemy(s, name("Enemy", 'E'), at)
			case 'G':
				addGoal(s, lv.next, x, y)
			case 'S':
				addSwitch(s, "Switch", lv.door, at)
			case 'B':
				addCrate(s, "Crate", at.Add(griff.V(0, 2)))
			case 'M':
				top := float64((y+1)*tileSize) + 6
				addPlatform(s, "Platform", griff.V(float64((x+1)*tileSize), top), griff.V(0, 0), griff.V(3*tileSize, 0))
			case '^':
				addSpikes(s, name("Spikes", '^'), at)
			}
		}
	}
	return s
}
