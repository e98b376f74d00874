package main

import (
	"fmt"
)

// The drawing layers, back to front.
const (
	layerClouds  = -110
	layerHills   = -100
	layerDecor   = -10
	layerDoorway = -5
	layerGround  = 0
	layerThings  = 5
	layerEnemies = 6
	layerPlayer  = 10
	layerWater   = 20
)

func sprite(image string, layer int, region ...int) obj {
	s := obj{"image": image, "pivot": [2]float64{0.5, 0.5}, "layer": layer}
	if len(region) == 4 {
		s["region"] = obj{"x": region[0], "y": region[1], "w": region[2], "h": region[3]}
	}
	return s
}

// animation plays count frames of w×h texels laid out in one row from (x, 0).
func animation(x, w, h, count int, fps float64, frame int) obj {
	return obj{
		"grid":    obj{"x": x, "w": w, "h": h, "count": count},
		"fps":     fps,
		"loop":    true,
		"frame":   frame,
		"elapsed": fmt.Sprintf("%gms", float64(frame)*1000/fps),
	}
}

func sensorBox(w, h float64) obj {
	return obj{"shapes": []obj{{"size": [2]float64{w, h}, "sensor": true}}}
}

// playerComponents are the player's: the platformer module's player, its body
// and shape (10×14, its feet at the bottom of the 16×16 picture), the hero's
// idle animation (frames 0-1 of hero.png; walk is frames 2-5, jump frame 6).
// The numbers suit 16-unit tiles: a jump 360 units/s at the default gravity of
// 980 units/s² rises 66 units (4 tiles) and flies about 90 units at full speed.
func playerComponents(killY float64) obj {
	return obj{
		"Griff.Body":     obj{"fixedRotation": true, "neverSleep": true},
		"Griff.Collider": obj{"shapes": []obj{{"size": [2]float64{10, 14}, "offset": [2]float64{0, 1}, "friction": -1}}},
		"Platformer.Player": obj{
			"speed": 120, "acceleration": 1000, "airAcceleration": 700,
			"jumpSpeed": 360, "maxFallSpeed": 420, "facing": 1,
		},
		"Griff.Inventory":       obj{},
		"Platformer.Health":     obj{"max": 3, "knockback": [2]float64{140, 200}},
		"Platformer.Respawn":    obj{"killY": killY},
		"Griff.Sprite":          sprite("assets/hero.png", layerPlayer, 0, 0, 16, 16),
		"Griff.SpriteAnimation": animation(0, 16, 16, 2, 3, 0),
		// The clips platformer-hud picks from the player's state.
		"Griff.AnimationSet": obj{"clips": []obj{
			{"name": "idle", "grid": obj{"x": 0, "w": 16, "h": 16, "count": 2}, "fps": 3, "loop": true},
			{"name": "walk", "grid": obj{"x": 32, "w": 16, "h": 16, "count": 4}, "fps": 10, "loop": true},
			{"name": "jump", "grid": obj{"x": 96, "w": 16, "h": 16, "count": 1}, "fps": 1},
		}, "current": "idle"},
	}
}

// killY is where level m's player has fallen out of the level: 40 world
// units below its last row.
func killY(m levelMap) float64 { return float64(len(m.rows)*tile + 40) }

// scenery: the hills behind the level, clouds and butterflies, which wander (the
// game's random numbers at work: another seed moves them differently).
func scenery(b *builder, m levelMap) []*entity {
	w, h := m.size()
	var hills []*entity
	for x := 0; x < w*tile; x += screenW {
		e := b.add("Hills", [2]float64{float64(x), float64(h*tile - 160)}, obj{
			"Griff.Sprite": obj{"image": "assets/hills.png", "layer": layerHills},
		})
		hills = append(hills, e)
	}
	var clouds []*entity
	for i, x := range []int{60, 330, 610, 900, 1180, 1450, 1730} {
		if x >= w*tile {
			break
		}
		y := 30 + 22*(i%3)
		clouds = append(clouds, b.add("Cloud", [2]float64{float64(x), float64(y)}, obj{
			"Griff.Sprite": sprite("assets/clouds.png", layerClouds, 48*(i%2), 0, 48, 24),
			"Griff.Mover": obj{"velocity": [2]float64{0, 0}, "bounds": box{
				[2]float64{float64(x - 60), float64(y - 6)}, [2]float64{float64(x + 60), float64(y + 6)}}},
			"Griff.Wander": obj{"every": "4s", "minSpeed": 2, "maxSpeed": 6, "next": 0},
		}))
	}
	var flies []*entity
	for i, c := range m.find('~') {
		p := cell(c[0], c[1])
		flies = append(flies, b.add("Butterfly", p, obj{
			"Griff.Sprite":          sprite("assets/butterfly.png", layerThings, 0, 0, 8, 8),
			"Griff.SpriteAnimation": animation(0, 8, 8, 2, 8, i%2),
			"Griff.Mover": obj{"velocity": [2]float64{0, 0}, "bounds": box{
				[2]float64{p[0] - 40, p[1] - 24}, [2]float64{p[0] + 40, p[1] + 24}}},
			"Griff.Wander": obj{"every": "700ms", "minSpeed": 10, "maxSpeed": 35, "next": 0},
		}))
	}
	return []*entity{
		b.add("Scenery", [2]float64{}, nil, hills...),
		b.add("Clouds", [2]float64{}, nil, clouds...),
		b.add("Butterflies", [2]float64{}, nil, flies...),
	}
}

// mapLayers are the tile layers of level m's map, in draw order: the
// decoration, the ground and platforms (solid and one-way as the tile set
// says: the layer's entity gets the walls, and a child "Ground one-way" the
// platforms'), and the water, drawn in front of everything and a little
// see-through. Custom properties set each layer's draw layer and the water's
// tint (package scenes/tiled reads them as Griff.Tilemap fields).
func mapLayers(m levelMap) []mapLayer {
	w, h := m.size()
	decor := make([]int, w*h)
	wet := make([]int, w*h)
	tiles := make([]int, w*h)
	for y := range h {
		for x := range w {
			i := y*w + x
			decor[i] = decorTiles[m.at(x, y)]
			wet[i] = m.waterTile(x, y)
			tiles[i] = m.groundTile(x, y)
		}
	}
	drawLayer := func(l int) []prop { return []prop{{"Griff.Tilemap.layer", "int", fmt.Sprint(l)}} }
	return []mapLayer{
		{"Decoration", decor, drawLayer(layerDecor)},
		{"Ground", tiles, drawLayer(layerGround)},
		{"Water", wet, append(drawLayer(layerWater), prop{"Griff.Tilemap.tint", "string", "#ffffffc8"})},
	}
}

// groundTiles are the tiles of the ground layer: the tiles tiles.tsx gives a
// collision.
var groundTiles = map[int]bool{
	tileGrass: true, tileGrassLeft: true, tileGrassRight: true, tileGrassBoth: true,
	tileDirt: true, tileDirtLeft: true, tileDirtRight: true, tileDeep: true,
	tileStone: true, tileBrick: true, tilePlatform: true,
}

// flagAt is the centre of a two-cell-high thing standing on cell c.
func flagAt(c [2]int) [2]float64 {
	return [2]float64{float64(c[0]*tile + tile/2), float64(c[1] * tile)}
}

// movers: the moving wooden platforms ('M', two cells wide), each going down
// from its row until its top is level with the ground cell 'v' below it and
// back up, a second each way, waiting half a second at each end (a cycle of
// 3 s): a lift a player waiting on the ground rides up. The picture is a two-cell tilemap of the platform tile whose
// top-left corner is the entity's position, so the shape is offset to the
// middle; like the '=' platforms, it is solid from above only.
func movers(b *builder, m levelMap) []*entity {
	var out []*entity
	for _, c := range m.find('M') {
		drop := 0
		for y := c[1] + 1; y < len(m.rows) && m.at(c[0], y) != 'v'; y++ {
			drop++
		}
		top := [2]float64{float64(c[0] * tile), float64(c[1] * tile)}
		out = append(out, b.add("MovingPlatform", top, obj{
			"Griff.Body": obj{"kind": "kinematic"},
			"Griff.Collider": obj{"shapes": []obj{{"size": [2]float64{2 * tile, tile / 2},
				"offset": [2]float64{tile, tile / 4}, "oneWay": "top"}}},
			"Platformer.Mover": obj{"points": [][2]float64{{0, 0}, {0, float64((drop + 1) * tile)}},
				"speed": float64((drop + 1) * tile), "wait": "500ms"},
			"Griff.Tilemap": obj{"tileset": "assets/tiles.png", "tileSize": tile, "width": 2,
				"cells": []int{tilePlatform, tilePlatform}, "layer": layerGround},
		}))
	}
	if len(out) == 0 {
		return nil
	}
	return []*entity{b.add("MovingPlatforms", [2]float64{}, nil, out...)}
}

// hud: the coin count pinned to the top-left corner of the screen (kept up to
// date by platformer-hud's CoinCounter), the player's health bar in the
// top-right corner (runtime/hud's Griff.HudBar), with tutorial the tutorial's prompts
// (the Tutorial arc of platformer-hud), and a jingle as the level starts.
func hud(b *builder, tutorial bool) []*entity {
	ink := color(0x2a1d34)
	icon := sprite("assets/coin.png", 0, 0, 0, 16, 16)
	icon["pivot"], icon["hud"] = [2]float64{0, 0}, true
	// A light plate behind the coin count keeps the dark ink readable over
	// the cave's darkness.
	shown := []*entity{
		b.add("CoinPlate", [2]float64{4, 4}, obj{"Griff.Shape": obj{"kind": "box",
			"size": [2]float64{104, 24}, "color": "#fff8e8b4", "layer": -1, "hud": true}}),
		b.add("CoinIcon", [2]float64{8, 8}, obj{"Griff.Sprite": icon}),
		b.add("CoinCount", [2]float64{28, 8}, obj{
			"Griff.Text":             obj{"text": "Coins: 0", "size": 16, "color": ink, "align": "left", "hud": true},
			"Platformer.CoinCounter": obj{"format": "Coins: %d", "shown": 0},
		}),
	}
	// The player's health (Platformer.Health's hp out of max) in the top-right
	// corner: a red trail shows a hit's loss for half a second, then falls.
	// It starts where its anchor puts it, full: under the title menu the
	// HUD's steps (which place anchored entities and read sources) do not run
	// yet.
	shown = append(shown, b.add("HealthBar", [2]float64{screenW - 8, 12}, obj{
		"Griff.HudAnchor": obj{"to": "top-right", "offset": [2]float64{-8, 12}},
		"Griff.HudBar": obj{
			"source":    obj{"entity": "Player", "output": "Platformer.Health.hp"},
			"maxSource": obj{"entity": "Player", "output": "Platformer.Health.max"},
			"size":      [2]float64{72, 8},
			// Full until its first step reads the player's health.
			"value": 3, "max": 3, "fill": 1, "trail": 1,
			"color": color(0x5ad15a), "trailColor": color(0xf08070), "back": "#2a1d3499",
		},
	}))
	if tutorial {
		shown = append(shown, b.add("Hint", [2]float64{screenW / 2, 36}, obj{
			"Griff.Text": obj{"text": "", "size": 12, "color": ink,
				"align": "center", "pivot": [2]float64{0.5, 0}, "hud": true},
			"Griff.Script": obj{"arcs": []string{"hud.Tutorial"}},
		}))
	}
	return []*entity{
		b.add("HUD", [2]float64{}, nil, shown...),
		b.add("Jingle", [2]float64{}, obj{
			"Griff.SoundSource": obj{"sound": "synth:powerup", "volume": 0.5, "playOnStart": true},
		}),
	}
}

// cave: level m's dark room (m.cave), whose ambient light (runtime/effects'
// rooms) fades in over a second while the camera's centre is in it and out
// when it leaves, and its torches ('t'): each a warm light that flickers and
// casts shadows from the tilemap's solid walls (the stalactites, the ceiling,
// the bricks), a small bracket and a flame of rising particles. The player's
// lantern (lantern) lights a little round them. Nil without a cave.
func cave(b *builder, m levelMap) []*entity {
	if m.cave == [4]int{} {
		return nil
	}
	c := m.cave
	var torches []*entity
	for _, t := range m.find('t') {
		p := cell(t[0], t[1])
		torches = append(torches, b.add("Torch", p, obj{
			"Griff.Light": obj{"reach": 120, "color": color(0xffb060), "brightness": 1.1,
				"flicker": 0.15, "shadows": true},
			"Griff.Shape": obj{"kind": "box", "size": [2]float64{3, 8}, "pivot": [2]float64{0.5, 0},
				"color": color(0x5a3a22), "layer": layerDecor},
			"Griff.Emitter": obj{
				"rate": 24, "lifetime": 0.45, "speed": 22, "speedJitter": 0.5,
				"angle": -1.5707963267948966, "spread": 0.7, "gravity": [2]float64{0, -30},
				"area": [2]float64{3, 1}, "startColor": "#ffe08cff", "endColor": "#ff402000",
				"startSize": 3, "endSize": 1, "layer": layerThings,
			},
		}))
	}
	area := box{
		Min: [2]float64{float64(c[0] * tile), float64(c[1] * tile)},
		Max: [2]float64{float64(c[2] * tile), float64(c[3] * tile)},
	}
	return []*entity{b.add("Cave", [2]float64{}, obj{
		"Griff.AmbientLight": obj{"color": color(0x24203a), "area": area, "fadeIn": 1},
	}, torches...)}
}
