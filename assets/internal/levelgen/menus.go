package main

// The menus of the built-in game, all Griff.Panel and Griff.Widget
// components of runtime/ui (no code): the title menu (start scene only, open
// as the scene starts, pausing the level behind it), the pause menu (Escape,
// P or the gamepad's Start) and the settings panel (volume per bus, the
// player's keys, window scale), each a 9-slice of assets/panel.png centred
// on the screen and drawn over the HUD.

const (
	menuLayer = 100 // over the HUD
	firstBox  = 44  // the title's first button, pixels from the panel's top
)

// menus returns the menu panels, the title menu first when title is true.
func menus(b *builder, title bool) []*entity {
	var out []*entity
	if title {
		out = append(out, panel(b, "Title", [2]float64{200, 148}, obj{"open": true, "pauses": true, "offset": [2]float64{0, 10}},
			heading(b, "[color=#ffd34d][size=28]Griff[/size][/color] Meadow", 100, 18),
			button(b, "Play", [2]float64{20, firstBox}, 160, obj{"label": "Play", "action": "close"}),
			button(b, "Settings", [2]float64{20, firstBox + 32}, 160, obj{"label": "Settings", "action": "open:Settings"}),
			button(b, "Quit", [2]float64{20, firstBox + 64}, 160, obj{"label": "Quit", "action": "quit"}),
		))
	}
	out = append(out, panel(b, "Pause", [2]float64{180, 140}, obj{"pauses": true, "toggle": "Pause", "closeOnBack": true},
		heading(b, "[color=#ffd34d]Paused[/color]", 90, 16),
		button(b, "Resume", [2]float64{20, 38}, 140, obj{"label": "Resume", "action": "close"}),
		button(b, "Settings", [2]float64{20, 70}, 140, obj{"label": "Settings", "action": "open:Settings"}),
		button(b, "QuitToTitle", [2]float64{20, 102}, 140, obj{"label": "Quit to title", "action": "scene:main"}),
	))
	return append(out, settingsPanel(b))
}

// settingsPanel: three volume sliders, the three actions' keys, the window
// scale and Back, one under the other.
func settingsPanel(b *builder) *entity {
	rows := []struct {
		name string
		w    obj
	}{
		{"Master", obj{"kind": "slider", "label": "Master", "setting": "volume:master"}},
		{"Music", obj{"kind": "slider", "label": "Music", "setting": "volume:music"}},
		{"Effects", obj{"kind": "slider", "label": "Effects", "setting": "volume:effects"}},
		{"Jump", obj{"label": "Jump", "setting": "bind:jump"}},
		{"Left", obj{"label": "Left", "setting": "bind:left"}},
		{"Right", obj{"label": "Right", "setting": "bind:right"}},
		{"WindowScale", obj{"kind": "slider", "label": "Window", "setting": "windowScale", "min": 1, "max": 4, "step": 1}},
		{"Back", obj{"label": "Back", "action": "back"}},
	}
	kids := []*entity{heading(b, "[color=#ffd34d]Settings[/color]", 140, 14)}
	for i, r := range rows {
		w := r.w
		if w["kind"] == nil {
			w["kind"] = "button"
		}
		w["size"], w["textSize"], w["hud"], w["layer"] = [2]float64{240, 21}, 13, true, menuLayer
		kids = append(kids, b.add(r.name, [2]float64{20, float64(30 + 24*i)}, obj{"Griff.Widget": w}))
	}
	return panel(b, "Settings", [2]float64{280, 230}, obj{"pauses": true, "closeOnBack": true}, kids...)
}

// panel is a panel named name of size, centred, with more fields and its
// widgets.
func panel(b *builder, name string, size [2]float64, more obj, kids ...*entity) *entity {
	p := obj{"name": name, "anchor": [2]float64{0.5, 0.5}, "size": size, "image": "assets/panel.png",
		"imageSize": [2]float64{24, 24}, "slice": [4]float64{6, 6, 6, 6}, "hud": true, "layer": menuLayer}
	for k, v := range more {
		p[k] = v
	}
	return b.add(name, [2]float64{}, obj{"Griff.Panel": p}, kids...)
}

// heading is a panel's title, centred at x, with inline tags.
func heading(b *builder, text string, x, size float64) *entity {
	return b.add("Heading", [2]float64{x, 8}, obj{"Griff.Text": obj{"text": text, "tags": true, "size": size,
		"color": color(0xf4e3c1), "align": "center", "pivot": [2]float64{0.5, 0}, "hud": true, "layer": menuLayer}})
}

// button is a 26-pixel-high button of width w at pos.
func button(b *builder, name string, pos [2]float64, w float64, more obj) *entity {
	more["kind"], more["size"], more["textSize"], more["hud"], more["layer"] = "button", [2]float64{w, 26}, 16, true, menuLayer
	return b.add(name, pos, obj{"Griff.Widget": more})
}
