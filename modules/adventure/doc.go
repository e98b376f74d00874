// Package adventure is Griff's point-and-click adventure module (Monkey
// Island, Thimbleweed Park, Broken Sword): rooms with walk areas and
// walk-behinds, a character who walks where the player clicks, hotspots
// that answer the verbs look, use, talk and take, an inventory bar whose
// items are used on hotspots and combined with each other, conversations
// and room changes. A project names it with "modules": ["adventure"];
// `griff-player new adventure folder/` writes its template, "The Keeper's
// Key", a two-room puzzle with a short conversation.
//
// # Clicks
//
// The verbs are simplified as Thimbleweed Park and Broken Sword do, with no
// verb bar: a left click on the floor walks there; on a hotspot it walks to
// the hotspot's stand point and does its default verb (use, talk or take);
// a right click looks at it from where the hero stands. With an item picked
// in the inventory bar (a left click on it), a left click on a hotspot
// walks there and uses the item on it, and a left click on another item
// combines the two ([Recipe]); a right click puts the item back. After a
// use, refused or not, the item goes back to the bar. Clicks go through the
// camera under the pointer (runtime/view.ScreenToWorld); the inventory bar
// and the conversation's choices are read in screen pixels ([BarTop],
// [SlotLeft], [SlotWidth], [ChoiceTop], [ChoiceRow]).
//
// # Rooms and walking
//
// Every [Room] is in the one scene, and only the hero's room is active (the
// module sets it when [Hero].Room changes); a room change is an exit of a
// hotspot ([Hotspot].Exit and Arrive) that moves the hero to a named
// arrival point of the other room. Decided where the issue was silent:
// rooms are entities of one scene rather than scenes changed with
// runtime/sceneflow, so the hero, its inventory and the conversations'
// flags need no carrying, and a whole adventure is one snapshot; a game
// whose rooms are large may still split them into scenes with sceneflow.
//
// A room's walk area is a polygon; the module lays a grid of
// [DefaultCellSize] cells over it (runtime/grid.Grid), blocking those whose
// centres are outside, and walks the hero along an A* path
// (runtime/grid.Pathfinder, 8 directions) from its cell to the clicked
// point's, merging straight runs and ending at the clicked point itself
// when it is inside the polygon (else at the nearest walkable cell). A
// polygon of fewer than 3 points, or one needing more than [MaxWalkCells]
// cells, warns in the problem log naming the room, and the hero does not
// walk there.
//
// Walk-behinds are drawn by y-sorting (scenes/visual.DrawOrder.YSort):
// give the hero's drawables and a room's props ysort and a pivot at their
// feet, and a prop is drawn in front of the hero when its base is lower on
// the screen than the hero's feet, as a walk-behind mask would.
//
// # Responses, items and conversations
//
// What each verb says is data in the scene file ([Hotspot].Look, Use, Talk,
// Take; [DefaultRefusal] when empty). Take gives the hotspot's items to the
// hero's Griff.Inventory (runtime/items: the bar is a view of it) and hides
// the hotspot. An item used on a hotspot goes through the items service
// (items.Items.Use; [Hotspot] is an items.ItemUser), kept or used up as its
// [ItemUse] says, which may give items, unlock an exit, and set a flag of
// the hotspot's conversation. Talk starts the hotspot entity's
// Griff.Conversation (runtime/dialogue); while it shows, a click goes on
// from a line and a click on a choice row (or keys 1 to 4) picks an open
// choice; closed choices are not shown. A [Gift] gives an item once its
// conversation's flag becomes true, so the dialogue file decides when a
// character hands something over.
//
// # Texts
//
// The [Adventure]'s children named "Say" (responses), "Hover" (what is
// under the pointer, "Use ITEM on NAME" while an item is held), "Line" (the
// conversation's line), "Choice1".."Choice4" and "Slot1".."Slot8" (the
// inventory bar, the held item in gold) are Griff.Text entities the module
// writes; its child "Panel" (the conversation's backdrop) is active only
// while a conversation shows. A game may leave any out. Arriving in [Adventure].Win wins and
// shows WinSay; clicks then do nothing.
//
// # Network
//
// An adventure is played by one session player ([Adventure].Player, the
// host's by default). Their machine plays nothing itself: its clicks, looks
// and choice keys go to the host as the commands [CommandClick] and
// [CommandLook] (the screen point, rounded to whole pixels) and
// [CommandChoice], which the host plays in its next step as if they were
// its own input; every machine sees the host's scene. A command from
// another player, a malformed one, or more than 16 waiting are refused with
// a warning in the host's problem log.
//
// Left out, to keep the first version small: walking animations and
// scaling with depth, a verb bar of the nine SCUMM verbs, cut-scenes, and
// more than one playable character.
package adventure
