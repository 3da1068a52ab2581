// The most common passwords of 8 or more characters, lower-cased, refused as new passwords (ASVS 6.2.4).
// Compiled for this project from the roots and patterns at the top of published breach-frequency lists
// (names, sports, keyboard walks, digit runs) with the suffixes people add to them (1, 123, !, a year).
// Shorter passwords are not listed: the length rule already refuses them. Separated by white space.

const LIST = `
!@#$%^&* 00000000 000000000 0123456789 0987654321 10101010 11111111 111111111 1111111111 11112222 11223344
1122334455 12121212 12312312 123123123 123321123 1234!@#$ 12341234 12344321 1234554321 12345678 123456789
1234567890 123456abc 123456qwerty 12345qwert 1234abcd 1234qwer 123qwe123 123qweasd 12qwaszx 13131313
147258369 159753123 1a2b3c4d 1q2w3e4r 1q2w3e4r5 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qaz2wsx! 1qaz2wsx01
1qaz2wsx1 1qaz2wsx12 1qaz2wsx123 1qaz2wsx1234 1qaz2wsx2024 1qaz2wsx2025 1qaz2wsx3edc 1qazxsw2 22222222
33333333 44444444 55555555 5555555555 654321qwe 66666666 69696969 741852963 77777777 87654321 88888888
987654321 9876543210 99999999 a1b2c3d4 a1b2c3d4e5 aaaaaaaa abc12345 abc123456 abcd1234 abcde12345 abcdef01
abcdef12 abcdef123 abcdef1234 abcdef2024 abcdef2025 abcdefg! abcdefg01 abcdefg1 abcdefg12 abcdefg123
abcdefg1234 abcdefg2024 abcdefg2025 abcdefgh abcdefgh! abcdefgh01 abcdefgh1 abcdefgh12 abcdefgh123
abcdefgh1234 abcdefgh2024 abcdefgh2025 access01 access12 access123 access1234 access2024 access2025 admin123
admin1234 admin2024 admin2025 administrator administrator! administrator01 administrator1 administrator12
administrator123 administrator1234 administrator2024 administrator2025 alexander alexander! alexander01
alexander1 alexander12 alexander123 alexander1234 alexander2024 alexander2025 amanda01 amanda12 amanda123
amanda1234 amanda2024 amanda2025 america! america01 america1 america12 america123 america1234 america2024
america2025 andrew01 andrew12 andrew123 andrew1234 andrew2024 andrew2025 angel123 angel1234 angel2024
angel2025 anthony! anthony01 anthony1 anthony12 anthony123 anthony1234 anthony2024 anthony2025 apple123
apple1234 apple2024 apple2025 arsenal! arsenal01 arsenal1 arsenal12 arsenal123 arsenal1234 arsenal2024
arsenal2025 asdf1234 asdfasdf asdfgh01 asdfgh12 asdfgh123 asdfgh1234 asdfgh2024 asdfgh2025 asdfghjkl
asdfghjkl! asdfghjkl01 asdfghjkl1 asdfghjkl12 asdfghjkl123 asdfghjkl1234 asdfghjkl2024 asdfghjkl2025 asdfjkl;
ashley01 ashley12 ashley123 ashley1234 ashley2024 ashley2025 austin01 austin12 austin123 austin1234
austin2024 austin2025 autumn01 autumn12 autumn123 autumn1234 autumn2024 autumn2025 babygirl babygirl!
babygirl01 babygirl1 babygirl12 babygirl123 babygirl1234 babygirl2024 babygirl2025 bailey01 bailey12
bailey123 bailey1234 bailey2024 bailey2025 banana01 banana12 banana123 banana1234 banana2024 banana2025
baseball baseball! baseball01 baseball1 baseball12 baseball123 baseball1234 baseball2024 baseball2025
basketball basketball! basketball01 basketball1 basketball12 basketball123 basketball1234 basketball2024
basketball2025 batman01 batman12 batman123 batman1234 batman2024 batman2025 benjamin benjamin! benjamin01
benjamin1 benjamin12 benjamin123 benjamin1234 benjamin2024 benjamin2025 biryani! biryani01 biryani1 biryani12
biryani123 biryani1234 biryani2024 biryani2025 blessed! blessed01 blessed1 blessed12 blessed123 blessed1234
blessed2024 blessed2025 boston01 boston12 boston123 boston1234 boston2024 boston2025 brandon! brandon01
brandon1 brandon12 brandon123 brandon1234 brandon2024 brandon2025 buster01 buster12 buster123 buster1234
buster2024 buster2025 butterfly butterfly! butterfly01 butterfly1 butterfly12 butterfly123 butterfly1234
butterfly2024 butterfly2025 california california! california01 california1 california12 california123
california1234 california2024 california2025 changeme changeme! changeme01 changeme1 changeme12 changeme123
changeme1234 changeme2024 changeme2025 charlie! charlie01 charlie1 charlie12 charlie123 charlie1234
charlie2024 charlie2025 cheese01 cheese12 cheese123 cheese1234 cheese2024 cheese2025 chelsea! chelsea01
chelsea1 chelsea12 chelsea123 chelsea1234 chelsea2024 chelsea2025 chicago! chicago01 chicago1 chicago12
chicago123 chicago1234 chicago2024 chicago2025 chicken! chicken01 chicken1 chicken12 chicken123 chicken1234
chicken2024 chicken2025 chocolate chocolate! chocolate01 chocolate1 chocolate12 chocolate123 chocolate1234
chocolate2024 chocolate2025 christopher christopher! christopher01 christopher1 christopher12 christopher123
christopher1234 christopher2024 christopher2025 computer computer! computer01 computer1 computer12
computer123 computer1234 computer2024 computer2025 cookie01 cookie12 cookie123 cookie1234 cookie2024
cookie2025 corvette corvette! corvette01 corvette1 corvette12 corvette123 corvette1234 corvette2024
corvette2025 cowboys! cowboys01 cowboys1 cowboys12 cowboys123 cowboys1234 cowboys2024 cowboys2025 curry123
curry1234 curry2024 curry2025 dallas01 dallas12 dallas123 dallas1234 dallas2024 dallas2025 daniel01 daniel12
daniel123 daniel1234 daniel2024 daniel2025 december december! december01 december1 december12 december123
december1234 december2024 december2025 default! default01 default1 default12 default123 default1234
default2024 default2025 diamond! diamond01 diamond1 diamond12 diamond123 diamond1234 diamond2024 diamond2025
dragon01 dragon12 dragon123 dragon1234 dragon2024 dragon2025 eagles01 eagles12 eagles123 eagles1234
eagles2024 eagles2025 elizabeth elizabeth! elizabeth01 elizabeth1 elizabeth12 elizabeth123 elizabeth1234
elizabeth2024 elizabeth2025 facebook facebook! facebook01 facebook1 facebook12 facebook123 facebook1234
facebook2024 facebook2025 family01 family12 family123 family1234 family2024 family2025 february february!
february01 february1 february12 february123 february1234 february2024 february2025 ferrari! ferrari01
ferrari1 ferrari12 ferrari123 ferrari1234 ferrari2024 ferrari2025 fitness! fitness01 fitness1 fitness12
fitness123 fitness1234 fitness2024 fitness2025 flower01 flower12 flower123 flower1234 flower2024 flower2025
football football! football01 football1 football12 football123 football1234 football2024 football2025
forever! forever01 forever1 forever12 forever123 forever1234 forever2024 forever2025 freedom! freedom01
freedom1 freedom1! freedom101 freedom11 freedom112 freedom1123 freedom11234 freedom12 freedom12024
freedom12025 freedom123 freedom1234 freedom2024 freedom2025 friday01 friday12 friday123 friday1234 friday2024
friday2025 friend01 friend12 friend123 friend1234 friend2024 friend2025 friends! friends01 friends1 friends12
friends123 friends1234 friends2024 friends2025 gamer123 gamer1234 gamer2024 gamer2025 george01 george12
george123 george1234 george2024 george2025 ginger01 ginger12 ginger123 ginger1234 ginger2024 ginger2025
golden01 golden12 golden123 golden1234 golden2024 golden2025 golfer01 golfer12 golfer123 golfer1234
golfer2024 golfer2025 google01 google12 google123 google1234 google2024 google2025 guest123 guest1234
guest2024 guest2025 gymbro01 gymbro12 gymbro123 gymbro1234 gymbro2024 gymbro2025 hannah01 hannah12 hannah123
hannah1234 hannah2024 hannah2025 happiness happiness! happiness01 happiness1 happiness12 happiness123
happiness1234 happiness2024 happiness2025 happy123 happy1234 happy2024 happy2025 harley01 harley12 harley123
harley1234 harley2024 harley2025 heaven01 heaven12 heaven123 heaven1234 heaven2024 heaven2025 hello123
hello1234 hello2024 hello2025 helloworld helloworld! helloworld01 helloworld1 helloworld12 helloworld123
helloworld1234 helloworld2024 helloworld2025 hockey01 hockey12 hockey123 hockey1234 hockey2024 hockey2025
honda123 honda1234 honda2024 honda2025 houston! houston01 houston1 houston12 houston123 houston1234
houston2024 houston2025 hunter01 hunter12 hunter123 hunter1234 hunter2024 hunter2025 iloveu123 iloveyou
iloveyou! iloveyou01 iloveyou1 iloveyou12 iloveyou123 iloveyou1234 iloveyou2 iloveyou2! iloveyou201
iloveyou2024 iloveyou2025 iloveyou21 iloveyou212 iloveyou2123 iloveyou21234 iloveyou22024 iloveyou22025
internet internet! internet01 internet1 internet12 internet123 internet1234 internet2024 internet2025
january! january01 january1 january12 january123 january1234 january2024 january2025 jasmine! jasmine01
jasmine1 jasmine12 jasmine123 jasmine1234 jasmine2024 jasmine2025 jennifer jennifer! jennifer01 jennifer1
jennifer12 jennifer123 jennifer1234 jennifer2024 jennifer2025 jessica! jessica01 jessica1 jessica12
jessica123 jessica1234 jessica2024 jessica2025 jesus123 jesus1234 jesus2024 jesus2025 jonathan jonathan!
jonathan01 jonathan1 jonathan12 jonathan123 jonathan1234 jonathan2024 jonathan2025 jordan01 jordan12
jordan123 jordan1234 jordan2024 jordan2025 jordan23 jordan23! jordan2301 jordan231 jordan2312 jordan23123
jordan231234 jordan232024 jordan232025 joshua01 joshua12 joshua123 joshua1234 joshua2024 joshua2025 justin01
justin12 justin123 justin1234 justin2024 justin2025 lakers01 lakers12 lakers123 lakers1234 lakers2024
lakers2025 letmein! letmein01 letmein1 letmein1! letmein101 letmein11 letmein112 letmein1123 letmein11234
letmein12 letmein12024 letmein12025 letmein123 letmein1234 letmein2024 letmein2025 liverpool liverpool!
liverpool01 liverpool1 liverpool12 liverpool123 liverpool1234 liverpool2024 liverpool2025 login123 login1234
login2024 login2025 london01 london12 london123 london1234 london2024 london2025 lovely01 lovely12 lovely123
lovely1234 lovely2024 lovely2025 loveme01 loveme12 loveme123 loveme1234 loveme2024 loveme2025 loveyou!
loveyou01 loveyou1 loveyou12 loveyou123 loveyou1234 loveyou2024 loveyou2025 lunchbox lunchbox! lunchbox01
lunchbox1 lunchbox12 lunchbox123 lunchbox1234 lunchbox2024 lunchbox2025 madison! madison01 madison1 madison12
madison123 madison1234 madison2024 madison2025 maggie01 maggie12 maggie123 maggie1234 maggie2024 maggie2025
marina01 marina12 marina123 marina1234 marina2024 marina2025 masala01 masala12 masala123 masala1234
masala2024 masala2025 master01 master12 master123 master1234 master2024 master2025 matrix01 matrix12
matrix123 matrix1234 matrix2024 matrix2025 matthew! matthew01 matthew1 matthew12 matthew123 matthew1234
matthew2024 matthew2025 mealprep mealprep! mealprep01 mealprep1 mealprep12 mealprep123 mealprep1234
mealprep2024 mealprep2025 melissa! melissa01 melissa1 melissa12 melissa123 melissa1234 melissa2024
melissa2025 mercedes mercedes! mercedes01 mercedes1 mercedes12 mercedes123 mercedes1234 mercedes2024
mercedes2025 michael! michael01 michael1 michael12 michael123 michael1234 michael2024 michael2025 michelle
michelle! michelle01 michelle1 michelle12 michelle123 michelle1234 michelle2024 michelle2025 minecraft
minecraft! minecraft01 minecraft1 minecraft12 minecraft123 minecraft1234 minecraft2024 minecraft2025 monday01
monday12 monday123 monday1234 monday2024 monday2025 monkey01 monkey12 monkey123 monkey1234 monkey2024
monkey2025 mustang! mustang01 mustang1 mustang12 mustang123 mustang1234 mustang2024 mustang2025 mypassword
naruto01 naruto12 naruto123 naruto1234 naruto2024 naruto2025 newyork! newyork01 newyork1 newyork12 newyork123
newyork1234 newyork2024 newyork2025 nicholas nicholas! nicholas01 nicholas1 nicholas12 nicholas123
nicholas1234 nicholas2024 nicholas2025 nicole01 nicole12 nicole123 nicole1234 nicole2024 nicole2025 nissan01
nissan12 nissan123 nissan1234 nissan2024 nissan2025 november november! november01 november1 november12
november123 november1234 november2024 november2025 october! october01 october1 october12 october123
october1234 october2024 october2025 orange01 orange12 orange123 orange1234 orange2024 orange2025 p4ssw0rd
p@ssw0rd p@ssw0rd! p@ssw0rd01 p@ssw0rd1 p@ssw0rd12 p@ssw0rd123 p@ssw0rd1234 p@ssw0rd2024 p@ssw0rd2025
p@ssword p@ssword! p@ssword01 p@ssword1 p@ssword12 p@ssword123 p@ssword1234 p@ssword2024 p@ssword2025
pa$$w0rd pa55w0rd pa55word paneer01 paneer12 paneer123 paneer1234 paneer2024 paneer2025 pass1234 passpass
passw0rd passw0rd! passw0rd01 passw0rd1 passw0rd12 passw0rd123 passw0rd1234 passw0rd2024 passw0rd2025
password password! password01 password1 password12 password123 password1234 password2024 password2025
passwords patrick! patrick01 patrick1 patrick12 patrick123 patrick1234 patrick2024 patrick2025 pepper01
pepper12 pepper123 pepper1234 pepper2024 pepper2025 player01 player12 player123 player1234 player2024
player2025 pokemon! pokemon01 pokemon1 pokemon12 pokemon123 pokemon1234 pokemon2024 pokemon2025 porsche!
porsche01 porsche1 porsche12 porsche123 porsche1234 porsche2024 porsche2025 princess princess! princess01
princess1 princess12 princess123 princess1234 princess2024 princess2025 protein! protein01 protein1 protein12
protein123 protein1234 protein2024 protein2025 pumpkin! pumpkin01 pumpkin1 pumpkin12 pumpkin123 pumpkin1234
pumpkin2024 pumpkin2025 purple01 purple12 purple123 purple1234 purple2024 purple2025 q1w2e3r4 q1w2e3r4t5
qazwsx01 qazwsx12 qazwsx123 qazwsx1234 qazwsx2024 qazwsx2025 qazwsxedc qazxswedc qweasdzxc qweqweqwe qwer1234
qwerty!@# qwerty01 qwerty12 qwerty12! qwerty1201 qwerty121 qwerty1212 qwerty12123 qwerty121234 qwerty122024
qwerty122025 qwerty123 qwerty1234 qwerty12345 qwerty2024 qwerty2025 qwertyui qwertyuiop qwertyuiop!
qwertyuiop01 qwertyuiop1 qwertyuiop12 qwertyuiop123 qwertyuiop1234 qwertyuiop2024 qwertyuiop2025 rainbow!
rainbow01 rainbow1 rainbow12 rainbow123 rainbow1234 rainbow2024 rainbow2025 ranger01 ranger12 ranger123
ranger1234 ranger2024 ranger2025 richard! richard01 richard1 richard12 richard123 richard1234 richard2024
richard2025 robert01 robert12 robert123 robert1234 robert2024 robert2025 root1234 root2024 root2025 samantha
samantha! samantha01 samantha1 samantha12 samantha123 samantha1234 samantha2024 samantha2025 samsung!
samsung01 samsung1 samsung12 samsung123 samsung1234 samsung2024 samsung2025 scooter! scooter01 scooter1
scooter12 scooter123 scooter1234 scooter2024 scooter2025 secret01 secret12 secret123 secret1234 secret2024
secret2025 september september! september01 september1 september12 september123 september1234 september2024
september2025 shadow01 shadow12 shadow123 shadow1234 shadow2024 shadow2025 silver01 silver12 silver123
silver1234 silver2024 silver2025 skywalker skywalker! skywalker01 skywalker1 skywalker12 skywalker123
skywalker1234 skywalker2024 skywalker2025 snoopy01 snoopy12 snoopy123 snoopy1234 snoopy2024 snoopy2025
soccer01 soccer12 soccer123 soccer1234 soccer2024 soccer2025 sparky01 sparky12 sparky123 sparky1234
sparky2024 sparky2025 spiderman spiderman! spiderman01 spiderman1 spiderman12 spiderman123 spiderman1234
spiderman2024 spiderman2025 starwars starwars! starwars01 starwars1 starwars12 starwars123 starwars1234
starwars2024 starwars2025 steelers steelers! steelers01 steelers1 steelers12 steelers123 steelers1234
steelers2024 steelers2025 summer01 summer12 summer123 summer1234 summer2024 summer2025 sunday01 sunday12
sunday123 sunday1234 sunday2024 sunday2025 sunshine sunshine! sunshine01 sunshine1 sunshine12 sunshine123
sunshine1234 sunshine2024 sunshine2025 superman superman! superman01 superman1 superman12 superman123
superman1234 superman2024 superman2025 taylor01 taylor12 taylor123 taylor1234 taylor2024 taylor2025 tennis01
tennis12 tennis123 tennis1234 tennis2024 tennis2025 test1234 test12345 tester01 tester12 tester123 tester1234
tester2024 tester2025 testing! testing01 testing1 testing12 testing123 testing1234 testing2024 testing2025
testtest texas123 texas1234 texas2024 texas2025 thomas01 thomas12 thomas123 thomas1234 thomas2024 thomas2025
thunder! thunder01 thunder1 thunder12 thunder123 thunder1234 thunder2024 thunder2025 tiffany! tiffany01
tiffany1 tiffany12 tiffany123 tiffany1234 tiffany2024 tiffany2025 tiffin01 tiffin12 tiffin123 tiffin1234
tiffin2024 tiffin2025 tiffinfit tiffinfit! tiffinfit01 tiffinfit1 tiffinfit12 tiffinfit123 tiffinfit1234
tiffinfit2024 tiffinfit2025 tigger01 tigger12 tigger123 tigger1234 tigger2024 tigger2025 toyota01 toyota12
toyota123 toyota1234 toyota2024 toyota2025 trustno1 trustno1! trustno101 trustno11 trustno112 trustno1123
trustno11234 trustno12024 trustno12025 victoria victoria! victoria01 victoria1 victoria12 victoria123
victoria1234 victoria2024 victoria2025 welcome! welcome01 welcome1 welcome12 welcome123 welcome1234
welcome2024 welcome2025 whatever whatever! whatever01 whatever1 whatever12 whatever123 whatever1234
whatever2024 whatever2025 william! william01 william1 william12 william123 william1234 william2024
william2025 winter01 winter12 winter123 winter1234 winter2024 winter2025 workout! workout01 workout1
workout12 workout123 workout1234 workout2024 workout2025 xsw2zaq1 yankees! yankees01 yankees1 yankees12
yankees123 yankees1234 yankees2024 yankees2025 yellow01 yellow12 yellow123 yellow1234 yellow2024 yellow2025
zaq12wsx zaq1zaq1 zxcv1234 zxcvbn01 zxcvbn12 zxcvbn123 zxcvbn1234 zxcvbn2024 zxcvbn2025 zxcvbnm! zxcvbnm01
zxcvbnm1 zxcvbnm12 zxcvbnm123 zxcvbnm1234 zxcvbnm2024 zxcvbnm2025
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
