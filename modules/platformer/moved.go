package platformer

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/switches"
	"github.com/griffengine/griff/scenes"
)

// The platformer's switches, doors, pickups and inventories moved into the
// core (runtime/switches and runtime/items). Files written before the move
// still load: their old saved names are former names of the core types, read
// through a conversion of their old fields (scenes.AddFormerName):
//
//   - "Platformer.Switch" is a Griff.Switch. Its onPress actions, all
//     "open:Name" or all "close:Name", become its targets and the message
//     sent (sendOn); onRelease, naming the same entities, gives sendOff.
//     Any other action (destroy, scene, ...) has no switch form: the file is
//     refused, naming the action (use a Platformer.Trigger, or Griff.Wires on
//     the switch's outputs). pressedBy keeps the old rule: only a player
//     (Platformer.Player or Platformer.TopDown) or a Platformer.Crate presses
//     it, never a patrol or a chaser.
//   - "Platformer.Door" is a Griff.Door; its fields did not change.
//   - "Platformer.Pickup" is a Griff.Pickup giving its kind as items: a coin
//     gives Amount of the item "Coin", a key one item named by its Key ("key"
//     if none), a heart Amount of the item "Heart".
//   - "Platformer.Inventory" is a Griff.Inventory holding its coins as
//     "Coin" items and each key as an item.
//
// A "Heart" item heals (see Health.UseItem): the interactions system uses the
// hearts an entity with Health holds as soon as it holds them.
const (
	// ItemCoin is the item a coin gives; the HUD's counter and the coins
	// carried to the next scene count it.
	ItemCoin = "Coin"
	// ItemHeart is the item a heart gives: one hit point each.
	ItemHeart = "Heart"
)

// SwitchPressers returns the saved names of the components whose entities
// press a platformer's switch (a Griff.Switch's PressedBy): players
// (Platformer.Player, Platformer.TopDown) and crates (Platformer.Crate), so
// patrols and chasers walk over switches without pressing them. It returns a
// new slice each call.
func SwitchPressers() []string {
	return []string{"Platformer.Player", "Platformer.TopDown", "Platformer.Crate"}
}

func init() {
	scenes.AddFormerName[switches.Switch]("Platformer.Switch", oldSwitch)
	scenes.AddFormerName[switches.Door]("Platformer.Door", nil)
	scenes.AddFormerName[items.Pickup]("Platformer.Pickup", oldPickup)
	scenes.AddFormerName[items.Inventory]("Platformer.Inventory", oldInventory)
}

// oldSwitch turns a Platformer.Switch's fields into a Griff.Switch's.
func oldSwitch(f map[string]json.RawMessage) error {
	var press, release []string
	if err := take(f, "onPress", &press); err != nil {
		return err
	}
	if err := take(f, "onRelease", &release); err != nil {
		return err
	}
	sendOn, on, err := switchActions("onPress", press)
	if err != nil {
		return err
	}
	sendOff, off, err := switchActions("onRelease", release)
	if err != nil {
		return err
	}
	targets := on
	if len(press) == 0 {
		targets = off
	} else if len(release) != 0 && strings.Join(on, "\x00") != strings.Join(off, "\x00") {
		return fmt.Errorf("onRelease names %q, not the entities of onPress %q: a Griff.Switch tells one list of targets", off, on)
	}
	rename(f, "on", "pressing")
	rename(f, "pressed", "on")
	return put(f, map[string]any{"targets": targets, "sendOn": sendOn, "sendOff": sendOff, "pressedBy": SwitchPressers()})
}

// switchActions reads a list of "open:Name" or "close:Name" actions of one
// verb: the verb and the names, in order.
func switchActions(field string, actions []string) (verb string, names []string, err error) {
	for _, a := range actions {
		v, name, _ := strings.Cut(a, ":")
		if (v != "open" && v != "close") || name == "" {
			return "", nil, fmt.Errorf("%s action %q has no Griff.Switch form (only open:Name and close:Name do); use a Platformer.Trigger", field, a)
		}
		if verb != "" && v != verb {
			return "", nil, fmt.Errorf("%s mixes open and close (%q): a Griff.Switch sends one message", field, actions)
		}
		verb, names = v, append(names, name)
	}
	return verb, names, nil
}

// oldPickup turns a Platformer.Pickup's fields into a Griff.Pickup's.
func oldPickup(f map[string]json.RawMessage) error {
	var kind, key string
	amount := 0
	if err := take(f, "kind", &kind); err != nil {
		return err
	}
	if err := take(f, "key", &key); err != nil {
		return err
	}
	if err := take(f, "amount", &amount); err != nil {
		return err
	}
	amount = orInt(amount, 1)
	var text string
	switch kind {
	case "", "coin":
		text = strconv.Itoa(amount) + " " + ItemCoin
	case "key":
		text = orString(key, "key")
	case "heart":
		text = strconv.Itoa(amount) + " " + ItemHeart
	default:
		return fmt.Errorf("kind %q is not coin, key or heart", kind)
	}
	return put(f, map[string]any{"items": text})
}

// oldInventory turns a Platformer.Inventory's fields into a Griff.Inventory's.
func oldInventory(f map[string]json.RawMessage) error {
	var coins int
	var keys []string
	if err := take(f, "coins", &coins); err != nil {
		return err
	}
	if err := take(f, "keys", &keys); err != nil {
		return err
	}
	var held items.List
	if coins > 0 {
		held = append(held, items.Stack{Name: ItemCoin, Amount: coins})
	}
	for _, k := range keys {
		l, errs := items.ParseText(k)
		if len(errs) != 0 || len(l) != 1 || l[0].Amount != 1 {
			return fmt.Errorf("key %q is not an item's name", k)
		}
		held = addItem(held, k)
	}
	if len(held) == 0 {
		return nil
	}
	return put(f, map[string]any{"held": held})
}

// addItem adds one item named name to l.
func addItem(l items.List, name string) items.List {
	for i := range l {
		if l[i].Name == name {
			l[i].Amount++
			return l
		}
	}
	return append(l, items.Stack{Name: name, Amount: 1})
}

// take reads and removes the key k of f into v, if f has it.
func take(f map[string]json.RawMessage, k string, v any) error {
	raw, ok := f[k]
	if !ok {
		return nil
	}
	delete(f, k)
	if err := json.Unmarshal(raw, v); err != nil {
		return fmt.Errorf("%s: %v", k, err)
	}
	return nil
}

// rename moves the key from of f to to, if f has it.
func rename(f map[string]json.RawMessage, from, to string) {
	if raw, ok := f[from]; ok {
		delete(f, from)
		f[to] = raw
	}
}

// put sets keys of f to the JSON of values.
func put(f map[string]json.RawMessage, values map[string]any) error {
	for k, v := range values {
		raw, err := json.Marshal(v)
		if err != nil {
			return err
		}
		f[k] = raw
	}
	return nil
}
