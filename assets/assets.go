// Package assets holds Griff's built-in files, embedded in the binary: the
// built-in game that griff-player plays when given no folder. It imports nothing
// of Griff.
//
// The built-in game, "Griff Meadow", is a small platformer for the platformer
// module ("modules": ["platformer", "platformer-hud"]), and it is also that
// module's project template: griff-player attaches it with
// runtime.SetTemplate, since a genre module may not import this package, so
// `griff-player new platformer folder/` writes these very files. An orange
// griffin chick runs and jumps through two levels of 16×16-unit tiles, each
// larger than the 480×270 logical screen, with a camera that follows it inside
// the level's bounds. A HUD text in the top-left corner shows "Coins: N"; coins
// carry over from level 1 to level 2.
//
//   - scenes/main.json, the start scene: 120×20 tiles (1,920×320), the
//     tutorial's prompts, 27 coins, a key that opens a door, a checkpoint,
//     three patrolling slimes, and a goal flag loading level2.
//   - scenes/level2.json: 80×20 tiles (1,280×320), 19 coins, two pits, two
//     slimes in dips, a lift (a moving wooden platform, Platformer.Mover) up
//     a cliff to the key, a checkpoint, the door, and a goal that ends the game.
//
// Clouds and butterflies wander (Griff.Wander), so the game draws random
// numbers and another seed plays differently.
//
// Every picture under builtin/assets/ was made for Griff by the program in
// internal/artgen, and the level files by the program in internal/levelgen,
// from the text maps in internal/levelgen/level.go and level2.go: the scene
// files under builtin/scenes/, the Tiled maps they name,
// builtin/levels/level1.tmx and level2.tmx (Tiled's XML format, with the tile
// set builtin/levels/tiles.tsx, whose ground tiles carry the custom property
// collision = "solid" or "oneWay"), whose tile layers are the levels' ground,
// decoration and water and whose object layers (Coins, Things, Slimes) place
// the things, and the prefabs those objects name, builtin/prefabs/*.json
// (coin, slime, key, door, doorway, checkpoint, goal). A game made from the template opens its
// levels in the Tiled map editor, and a map saved there is reloaded in the
// running game. Both programs use only the standard library and write the
// same bytes on every run. After changing either, run go generate in this folder;
// TestGeneratedFilesAreFresh fails while the committed files differ from what
// the programs write.
//
// The pictures (sizes in texels; frames are laid out left to right):
//
//	hero.png        112×16  the player, 16×16 frames facing right: idle 0-1,
//	                        walk 2-5, jump 6 (flip it to face left)
//	tiles.png       128×48  tileset of 16×16 tiles, ids from 1 as Tiled counts:
//	                        1 grass, 2 grass left edge, 3 grass right edge,
//	                        4 dirt, 5 stone block, 6 wooden platform, 7 bricks,
//	                        8 grass on a one-tile column, 9 bush, 10 flowers,
//	                        11 tall grass, 12 rock, 13 sign, 14 fence,
//	                        15 mushroom, 16 deep dirt, 17 water's surface,
//	                        18 water, 19 dirt left edge, 20 dirt right edge
//	coin.png         64×16  a coin turning, 4 frames of 16×16
//	slime.png        32×16  the enemy creeping, 2 frames of 16×16
//	key.png          16×16  a gold key
//	door.png         32×32  a door in a stone frame, 16×32: closed, open
//	checkpoint.png   32×32  a flag, 16×32: not reached (grey), reached (green)
//	goal.png         32×32  the goal flag waving, 2 frames of 16×32
//	butterfly.png    16×8   a butterfly flapping, 2 frames of 8×8
//	hills.png       480×160 hills on a clear sky, tiling left to right
//	clouds.png       96×24  two clouds of 48×24
//	sky.png           1×90  the sky's gradient, stretched behind everything
//	panel.png        24×24  the menus' panel, a 9-slice with 6-texel borders
package assets

//go:generate go run ./internal/artgen -out builtin/assets
//go:generate go run ./internal/levelgen -out builtin/scenes

import (
	"embed"
	"io/fs"
)

//go:embed builtin
var builtin embed.FS

// BuiltinGame returns the built-in game's folder: project.griff, scenes/ and
// assets/, like any game folder. The files are read-only.
func BuiltinGame() fs.FS {
	sub, err := fs.Sub(builtin, "builtin")
	if err != nil {
		panic("assets: the built-in game is missing from the binary: " + err.Error())
	}
	return sub
}
