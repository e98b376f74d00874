package ui_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/griffengine/griff/data/table"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// memorySettings keeps UI settings as JSON in memory, or fails to read.
type memorySettings struct{ data []byte }

func (m *memorySettings) LoadUISettings() (ui.Settings, error) {
	var s ui.Settings
	if m.data == nil {
		return s, nil
	}
	err := json.Unmarshal(m.data, &s)
	return s, err
}

func (m *memorySettings) SaveUISettings(s ui.Settings) error {
	m.data, _ = json.Marshal(s)
	return nil
}

// settingsGame makes a game with a settings panel: a translated Start label,
// a language choice and a window scale slider, keeping settings in store.
func settingsGame(t *testing.T, store ui.SettingsStore, events []input.Event) (*runtime.Game, *ui.Widget, *ui.Widget) {
	t.Helper()
	tb, err := table.Parse([]byte(stringsCSV+"menu.lang,[color=yellow]Language[/color],[color=yellow]Langue[/color]\n"), "strings.csv")
	if err != nil {
		t.Fatal(err)
	}
	st, err := ui.NewStrings(tb)
	if err != nil {
		t.Fatal(err)
	}
	g, err := runtime.NewGame(runtime.Options{Input: input.NewScript(events)},
		ui.NewSystem(ui.Options{Screen: screen, Strings: st, Settings: store}))
	if err != nil {
		t.Fatal(err)
	}
	s := g.Scene()
	panel := s.NewEntity("Settings", nil)
	scenes.Add(panel, ui.Panel{Name: "Settings", Open: true, Size: griff.V(200, 100)})
	start := widget(s, panel, "Start", griff.V(10, 10), ui.Widget{Label: "@menu.start"})
	lang := widget(s, panel, "Language", griff.V(10, 40), ui.Widget{Kind: ui.WidgetChoice, Label: "@menu.lang", Setting: "language"})
	widget(s, panel, "Scale", griff.V(10, 70), ui.Widget{Kind: ui.WidgetSlider, Label: "Scale", Setting: "windowScale", Min: 1, Max: 4, Step: 1})
	return g, start, lang
}

func TestSettingsPanel(t *testing.T) {
	store := &memorySettings{}
	events := append(press(2, "UIDown"), press(4, "UIRight")...)                   // language: fr
	events = append(events, append(press(6, "UIDown"), press(8, "UIRight")...)...) // scale 1 -> 2
	g, start, lang := settingsGame(t, store, events)
	run(g, 1)
	if got := ui.Caption(start); got != "Start" {
		t.Errorf("before: Start shows %q, want Start", got)
	}
	run(g, 12)
	if got, want := ui.Caption(start), "Commencer"; got != want {
		t.Errorf("in French: Start shows %q, want %q", got, want)
	}
	if got, want := ui.Caption(lang), "Langue: fr"; got != want {
		t.Errorf("the language choice shows %q, want %q", got, want)
	}
	data := store.data
	if !strings.Contains(string(data), `"language":"fr"`) || !strings.Contains(string(data), `"windowScale":2`) {
		t.Fatalf("settings saved %s; want French at scale 2", data)
	}
	// A new game reads the settings back: French from the first step.
	g2, start2, lang2 := settingsGame(t, store, nil)
	run(g2, 1)
	if ui.Caption(start2) != "Commencer" || lang2.Current() != 1 || runtime.Service[ui.IPanels](g2).Settings().WindowScale != 2 {
		t.Errorf("a new game shows %q, language %v, settings %+v; want the saved ones", ui.Caption(start2), lang2.Current(), runtime.Service[ui.IPanels](g2).Settings())
	}
	// A settings file that does not read warns and gives the defaults.
	store.data = []byte("{bad")
	g3, start3, _ := settingsGame(t, store, nil)
	run(g3, 1)
	if ui.Caption(start3) != "Start" || g3.Problems().Len() == 0 {
		t.Errorf("with a bad settings file: Start shows %q with %d problems; want Start and a warning", ui.Caption(start3), g3.Problems().Len())
	}
}
