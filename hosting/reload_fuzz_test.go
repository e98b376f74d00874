package hosting_test

import (
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/scenes"
)

// FuzzReload writes any bytes to any path of a small game folder and reloads
// it into a running game: Reload never panics, a file that does not read gives
// at most one error naming it, and the game still steps.
func FuzzReload(f *testing.F) {
	f.Add("scenes/main.json", []byte(reloadScene("100")))
	f.Add("scenes/main.json", []byte("{\"format\": 1,\n  \"entities\": [}"))
	f.Add("prefabs/coin.json", []byte(reloadPrefab("9")))
	f.Add("prefabs/coin.json", []byte(`{"format": 1, "entities": []}`))
	f.Add("tables/stats.csv", []byte("id,speed:float\nhero,fast\n"))
	f.Add("scenes/../project.griff", []byte("{}"))
	f.Add("assets/a.png", []byte("not a png"))
	f.Fuzz(func(t *testing.T, p string, data []byte) {
		fsys := fstest.MapFS{
			"project.griff":     {Data: []byte(`{"name": "Reload", "startScene": "main"}`)},
			"scenes/main.json":  {Data: []byte(reloadScene("40"))},
			"prefabs/coin.json": {Data: []byte(reloadPrefab("4"))},
			"tables/stats.csv":  {Data: []byte("id,speed:float\nhero,3\n")},
		}
		lg, err := hosting.Load(fsys, "game")
		if err != nil {
			t.Fatal(err)
		}
		var problems []scenes.Problem
		g, err := lg.NewGame(hosting.Options{Problems: func(pr scenes.Problem) { problems = append(problems, pr) }})
		if err != nil {
			t.Fatal(err)
		}
		fsys[p] = &fstest.MapFile{Data: data}
		c := lg.ReloadGame(g, []string{p})
		errs := 0
		for _, pr := range c.Problems {
			if pr.Severity == scenes.SeverityError {
				errs++
			}
		}
		if errs > 1 {
			t.Errorf("reloading %q gave %d errors, want at most one: %v", p, errs, c.Problems)
		}
		loop := &hosting.Loop{Game: g}
		if _, err := loop.Frame(g.Clock().StepDuration()); err != nil {
			t.Errorf("a step after reloading %q: %v", p, err)
		}
	})
}
