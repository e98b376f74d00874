package tests

import (
	"testing"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/hosting/templates"
)

// templatePlays returns the playthrough input and length of every template
// by name (the starter templates and each module's), for the tests that play
// them all another way (rewinding, counting marks).
func templatePlays(t *testing.T) map[string]recorded {
	puzzleEvents, puzzleSteps := puzzleScript()
	tacticsEv, tacticsSteps := tacticsEvents(t)
	return map[string]recorded{
		"empty":      {nil, 600},
		"hello":      {helloScript(), helloSteps},
		"platformer": {platformerScript(), platformerSteps},
		// Offline (no network system) the chicks wait for network players:
		// only the coins turn and the flag waves.
		// tests/multiplayer_template_test.go plays it over the network.
		"multiplayer":  {nil, 600},
		"puzzle":       {puzzleEvents, puzzleSteps},
		"rhythm":       recordedInput("rhythm"),
		"novel":        {novelScript(true), novelSteps},
		"adventure":    recordedInput("adventure"),
		"battles":      recordedInput("battles"),
		"blocks":       recordedInput("blocks"),
		"cards":        recordedInput("cards"),
		"dungeon":      recordedInput("dungeon"),
		"firstperson":  recordedInput("firstperson"),
		"match3":       {match3Events(), match3Steps},
		"tactics":      {tacticsEv, tacticsSteps},
		"contraptions": recordedInput("contraptions"),
		"physicsgames": recordedInput("physicsgames"),
		"fighting":     recordedInput("fighting"),
		"strategy":     recordedInput("strategy"),
		"blockworld":   recordedInput("blockworld"),
	}
}

// everyTemplate returns the templates with the platformer's (the built-in
// game, which griff-player gives the platformer module as its template;
// a test binary does not).
func everyTemplate() []templates.Template {
	list := templates.List()
	if _, ok := templates.Lookup("platformer"); !ok {
		list = append(list, templates.Template{Name: "platformer", Files: assets.BuiltinGame()})
	}
	return list
}
