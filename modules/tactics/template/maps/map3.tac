# Map 3: Castle Gate. Seize the fort: your lord must wait on it.
title Castle Gate
size 14 10
cell 24
at 12 44
tiles assets/terrain.png 24
sprites assets/units.png 24
win seize 10 3
map
..............
..FF....######
..FF....#.....
........#.H...
...MM.........
...MM...#.....
........#.....
..FF....######
..FF..........
..............
unit player lord Alm 1 4 leader
unit player soldier Kate 1 3
unit player knight Bors 0 5
unit player archer Ray 0 3
unit player cavalier Sain 1 5
unit player mage Lute 0 4
unit enemy soldier Gatekeeper 10 3 leader hold
unit enemy soldier Sentry 9 5
unit enemy archer Bowman 12 2
unit enemy soldier Guard 6 2
unit enemy mage Hexer 6 7
