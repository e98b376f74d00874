package rendering_test

import (
	"github.com/griffengine/griff/runtime/view"
	"os"
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// FuzzBuild reads a scene file with drawing components of any values, plays a few
// steps and builds the list, and checks its images as a headless host does:
// nothing may panic, and a finished list has no open view.
func FuzzBuild(f *testing.F) {
	seed, err := os.ReadFile(filepath.Join("testdata", "scene.json.golden"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(seed)
	f.Add([]byte(`{"format":1,"nextId":3,"entities":[{"id":1,"name":"C","components":{"Griff.Camera":{"zoom":1e-300,"viewport":{"x":-1,"y":0.5,"w":3,"h":0.1},"bounds":{"min":[0,0],"max":[1,1]},"shake":1e300,"shakeDecay":-5}}},` +
		`{"id":2,"name":"M","components":{"Griff.Tilemap":{"tileset":"tiles.png","tileSize":1,"width":9223372036854775807,"cells":[5,-3,0,1e9]},` +
		`"Griff.SpriteAnimation":{"grid":{"w":1,"h":1,"count":1000000000},"fps":1e308,"events":[{"frame":999999999,"name":"x"},{"frame":-1,"name":"y"}]},` +
		`"Griff.Sprite":{"image":"runner.png","region":{"x":-9223372036854775807,"y":0,"w":9223372036854775807,"h":1},"layer":9223372036854775807}}}]}`))
	f.Add([]byte(`{"format":1,"nextId":2,"entities":[{"id":1,"name":"T","components":{"Griff.Text":{"text":"\u0000\t\n\u00ff","size":-3,"width":1e-9,"font":"../x.ttf","align":"middle"},` +
		`"Griff.Shape":{"kind":"circle","radius":1e308,"outline":-1}}}]}`))
	f.Add([]byte(`{"format":1,"nextId":3,"entities":[{"id":1,"name":"C","components":{"Griff.Camera":{"follow":2,"zoom":4}},` +
		`"children":[{"id":2,"name":"K","components":{"Griff.Sprite":{"image":"gone.png","hud":true},` +
		`"Griff.Tilemap":{"tileset":"void.png","tileSize":8,"width":2,"cells":[1,2,3]}}}]}]}`))
	assets := images(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, err := scenes.ReadScene("fuzz", data, nil)
		if err != nil {
			return
		}
		g, err := runtime.NewGame(runtime.Options{Scene: sc, Problems: sc.Problems()}, view.NewSystem())
		if err != nil {
			return
		}
		r := rendering.NewRenderer(rendering.Options{Assets: assets, Screen: screen})
		c := rendering.NewImageCheck(assets)
		var list drawlist.List
		for range 3 {
			r.Build(g, 0.5, &list)
			c.Check(g)
			g.Step()
		}
		r.Build(g, 0.5, &list)
		if n := list.Open(); n != 0 {
			t.Errorf("list left with %d open passes", n)
		}
	})
}
